import { COUNTRIES } from '../GuestForm/countries';

/**
 * ISO 3166-1 numeric codes of the guest form's countries (`GuestForm/countries`), for the
 * check-in guest's `nationality` (contract: the numeric code, e.g. 300 for Greece). Kosovo
 * (`XK`) has no ISO numeric code and is left out rather than given an invented one.
 */
const NUMERIC =
  'AD020 AE784 AF004 AG028 AI660 AL008 AM051 AO024 AR032 AS016 AT040 AU036 AW533 AX248 AZ031 ' +
  'BA070 BB052 BD050 BE056 BF854 BG100 BH048 BI108 BJ204 BL652 BM060 BN096 BO068 BQ535 BR076 ' +
  'BS044 BT064 BW072 BY112 BZ084 CA124 CC166 CD180 CF140 CG178 CH756 CI384 CK184 CL152 CM120 ' +
  'CN156 CO170 CR188 CU192 CV132 CW531 CX162 CY196 CZ203 DE276 DJ262 DK208 DM212 DO214 DZ012 ' +
  'EC218 EE233 EG818 EH732 ER232 ES724 ET231 FI246 FJ242 FK238 FM583 FO234 FR250 GA266 GB826 ' +
  'GD308 GE268 GF254 GG831 GH288 GI292 GL304 GM270 GN324 GP312 GQ226 GR300 GT320 GU316 GW624 ' +
  'GY328 HK344 HN340 HR191 HT332 HU348 ID360 IE372 IL376 IM833 IN356 IO086 IQ368 IR364 IS352 ' +
  'IT380 JE832 JM388 JO400 JP392 KE404 KG417 KH116 KI296 KM174 KN659 KP408 KR410 KW414 KY136 ' +
  'KZ398 LA418 LB422 LC662 LI438 LK144 LR430 LS426 LT440 LU442 LV428 LY434 MA504 MC492 MD498 ' +
  'ME499 MF663 MG450 MH584 MK807 ML466 MM104 MN496 MO446 MP580 MQ474 MR478 MS500 MT470 MU480 ' +
  'MV462 MW454 MX484 MY458 MZ508 NA516 NC540 NE562 NF574 NG566 NI558 NL528 NO578 NP524 NR520 ' +
  'NU570 NZ554 OM512 PA591 PE604 PF258 PG598 PH608 PK586 PL616 PM666 PN612 PR630 PS275 PT620 ' +
  'PW585 PY600 QA634 RE638 RO642 RS688 RU643 RW646 SA682 SB090 SC690 SD729 SE752 SG702 SH654 ' +
  'SI705 SJ744 SK703 SL694 SM674 SN686 SO706 SR740 SS728 ST678 SV222 SX534 SY760 SZ748 TC796 ' +
  'TD148 TG768 TH764 TJ762 TK772 TL626 TM795 TN788 TO776 TR792 TT780 TV798 TW158 TZ834 UA804 ' +
  'UG800 US840 UY858 UZ860 VA336 VC670 VE862 VG092 VI850 VN704 VU548 WF876 WS882 YE887 YT175 ' +
  'ZA710 ZM894 ZW716';

const byAlpha2 = new Map(NUMERIC.split(' ').map((e) => [e.slice(0, 2), Number(e.slice(2))]));

export interface Nationality {
  /** ISO 3166-1 numeric, e.g. 300. */
  numeric: number;
  /** ISO 3166-1 alpha-2, e.g. `GR`. */
  code: string;
  /** Calling prefix of the country, e.g. `+30`. */
  prefix: string;
}

export const NATIONALITIES: readonly Nationality[] = COUNTRIES.flatMap((c) => {
  const numeric = byAlpha2.get(c.code);
  return numeric === undefined ? [] : [{ numeric, code: c.code, prefix: c.prefix }];
});

/** The country of a numeric code, if it is one of the list's. */
export function nationalityByNumeric(numeric: number | string): Nationality | undefined {
  const value = Number(numeric);
  return NATIONALITIES.find((n) => n.numeric === value);
}

/** The numeric code of an alpha-2 code (`GR` -> 300). */
export function numericOfAlpha2(code: string): number | undefined {
  return byAlpha2.get(code.toUpperCase());
}
