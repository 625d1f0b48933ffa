import { MEMBER_NOTICE_VERSION } from './members.service.ts';

/**
 * 开通会员须知 (newFun/integralRulexz), the text a parent agrees to on 会员积分激活. A change of
 * wording that changes what the parent agrees to gets a new MEMBER_NOTICE_VERSION.
 */
export const memberNotice = () => ({
  noticeVersion: MEMBER_NOTICE_VERSION,
  notice: [
    '一、开通会员积分免费，开通后即成为本诊所会员，每个已绑定的就诊档案发一张会员卡。',
    '二、会员在本诊所的每笔已支付订单按积分规则获得积分；订单退款时，按退款比例扣回该订单获得的积分（已使用的积分不扣成负数）。',
    '三、积分可在积分商城兑换礼品，或在缴费时按公布的比例抵扣部分费用；积分不能兑换现金。',
    '四、积分有效期以积分规则为准，到期未使用的积分自动作废，并在积分明细中记录。',
    '五、积分可转赠给其他已开通的会员：需验证本人手机短信验证码，每日转赠次数和积分有上限，转赠成功后不能撤回。',
    '六、会员在检查、检验、治疗等费用上享受会员卡对应的折扣，缴费时由系统自动计算并显示。',
    '七、诊所工作人员调整积分须注明原因，所有积分变动均可在积分明细中查看。如有疑问请联系诊所前台。',
  ],
});
