import { describe, expect, it } from 'vitest';
import { createAliyunSms, percentEncode, signAliyunRpc } from './aliyun-sms.ts';

describe('Aliyun RPC signature', () => {
  it('reproduces the worked example of Alibaba Cloud RPC request signing (DescribeRegions, testsecret)', () => {
    const params = {
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      Format: 'XML',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      SignatureVersion: '1.0',
      Timestamp: '2016-02-23T12:46:24Z',
      Version: '2014-05-26',
    };
    expect(signAliyunRpc('GET', params, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
  });
  it('encodes as RFC 3986: space %20, * %2A, ~ kept, Chinese as UTF-8 bytes', () => {
    expect(percentEncode('a b*c~')).toBe('a%20b%2Ac~');
    expect(percentEncode('小芽')).toBe('%E5%B0%8F%E8%8A%BD');
    expect(percentEncode("!'()")).toBe('%21%27%28%29');
  });
});

describe('Aliyun SMS adapter', () => {
  it('sends SendSms with the template parameter and a valid signature, and refuses a non-OK answer', async () => {
    const urls: string[] = [];
    let answer = { Code: 'OK', Message: 'OK', BizId: '1', RequestId: 'r' };
    const fetchStub = (async (input: string | URL | Request) => {
      urls.push(String(input));
      return new Response(JSON.stringify(answer));
    }) as typeof fetch;
    const sms = createAliyunSms({
      accessKeyId: 'id',
      accessKeySecret: 'secret',
      signName: '小芽儿童健康',
      verificationTemplateCode: 'SMS_1',
      fetch: fetchStub,
    });
    await sms.sendVerificationCode('13800000000', '123456');
    const url = new URL(urls[0] ?? '');
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      Action: 'SendSms',
      PhoneNumbers: '13800000000',
      TemplateCode: 'SMS_1',
      TemplateParam: '{"code":"123456"}',
      SignName: '小芽儿童健康',
    });
    const { Signature, ...signed } = params;
    expect(Signature).toBe(signAliyunRpc('GET', signed, 'secret'));
    answer = { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发分钟级流控', BizId: '', RequestId: 'r' };
    await expect(sms.sendVerificationCode('13800000000', '123456')).rejects.toThrow(/BUSINESS_LIMIT_CONTROL/);
  });
});
