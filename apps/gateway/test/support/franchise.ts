/** Beijing, China: a real country > province > city chain of the seed, and a valid intention. */
export const FRANCHISE_APPLICATION = {
  name: 'Li Wei',
  mobile: '+8613800138000',
  country_id: 13,
  province_id: 13100,
  city_id: 13101,
  will_level_id: 2,
  remark: 'A 40-room hotel in Chaoyang, opening next spring.',
};
