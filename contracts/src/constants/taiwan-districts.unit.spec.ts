import { isTaiwanDistrict, taiwanDistricts } from './taiwan-districts';

describe('the Taiwan city/district list', () => {
  it('holds the 22 cities and counties and their 368 districts', () => {
    expect(taiwanDistricts).toHaveLength(22);
    expect(taiwanDistricts.reduce((n, c) => n + c.districts.length, 0)).toBe(368);
    for (const c of taiwanDistricts) expect(new Set(c.districts).size).toBe(c.districts.length);
  });

  it('knows which district belongs to which city', () => {
    expect(isTaiwanDistrict('臺北市', '大安區')).toBe(true);
    expect(isTaiwanDistrict('臺中市', '大安區')).toBe(true);
    expect(isTaiwanDistrict('臺北市', '板橋區')).toBe(false);
    expect(isTaiwanDistrict('台北市', '大安區')).toBe(false);
  });
});
