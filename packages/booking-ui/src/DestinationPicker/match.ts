export interface PickerCity {
  id: number;
  nameCn: string;
  nameEn: string;
}

export interface PickerRegion {
  id: number;
  nameCn: string;
  nameEn: string;
  cities: PickerCity[];
}

/**
 * The spec's rule: the first city, region by region, whose Chinese or English name
 * contains the text (English ignoring case). Blank text matches nothing.
 */
export function findCity(
  regions: PickerRegion[],
  text: string,
): { region: PickerRegion; city: PickerCity } | undefined {
  const needle = text.trim().toLowerCase();
  if (!needle) return undefined;
  for (const region of regions) {
    for (const city of region.cities) {
      if (city.nameCn.includes(needle) || city.nameEn.toLowerCase().includes(needle)) {
        return { region, city };
      }
    }
  }
  return undefined;
}

export function cityName(city: PickerCity, language: 'zh' | 'en'): string {
  return language === 'zh' ? city.nameCn || city.nameEn : city.nameEn || city.nameCn;
}

/**
 * Every city, region by region, whose Chinese or English name contains the text (as
 * `findCity`), at most `limit` of them: the destinations the name search suggests.
 */
export function matchCities(regions: PickerRegion[], text: string, limit = 6): PickerCity[] {
  const needle = text.trim().toLowerCase();
  const found: PickerCity[] = [];
  if (!needle) return found;
  for (const region of regions) {
    for (const city of region.cities) {
      if (found.length >= limit) return found;
      if (city.nameCn.includes(needle) || city.nameEn.toLowerCase().includes(needle)) {
        if (!found.some((c) => c.id === city.id)) found.push(city);
      }
    }
  }
  return found;
}
