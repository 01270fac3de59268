/**
 * Medical professions for P1 (the national e-health platform) with whether the profession may issue
 * prescriptions; the medical chamber is kept only for those.
 */
export const MEDICAL_PROFESSIONS: ReadonlyArray<{
  readonly kod: string;
  readonly opis: string;
  readonly recepty: boolean;
}> = [
  { kod: 'LEK', opis: 'Lekarz', recepty: true },
  { kod: 'LEKD', opis: 'Lekarz dentysta', recepty: true },
  { kod: 'FEL', opis: 'Felczer', recepty: true },
  { kod: 'PIEL', opis: 'Pielęgniarka', recepty: true },
  { kod: 'POL', opis: 'Położna', recepty: true },
  { kod: 'FARM', opis: 'Farmaceuta', recepty: true },
  { kod: 'FIZJO', opis: 'Fizjoterapeuta', recepty: false },
  { kod: 'PSYCH', opis: 'Psycholog', recepty: false },
  { kod: 'DIAG', opis: 'Diagnosta laboratoryjny', recepty: false },
  { kod: 'RAT', opis: 'Ratownik medyczny', recepty: false },
  { kod: 'DIET', opis: 'Dietetyk', recepty: false },
  { kod: 'LOGO', opis: 'Logopeda', recepty: false },
];

/** Regional medical chambers (okręgowe izby lekarskie); `code` is the app's own stable identifier. */
export const MEDICAL_CHAMBERS: ReadonlyArray<{ readonly name: string; readonly code: string }> = [
  { code: 'OIL-BIA', name: 'Okręgowa Izba Lekarska w Białymstoku' },
  { code: 'OIL-BIE', name: 'Beskidzka Izba Lekarska w Bielsku-Białej' },
  { code: 'OIL-BYD', name: 'Kujawsko-Pomorska Okręgowa Izba Lekarska w Toruniu' },
  { code: 'OIL-CZE', name: 'Okręgowa Izba Lekarska w Częstochowie' },
  { code: 'OIL-GDA', name: 'Okręgowa Izba Lekarska w Gdańsku' },
  { code: 'OIL-GOR', name: 'Okręgowa Izba Lekarska w Gorzowie Wielkopolskim' },
  { code: 'OIL-KAT', name: 'Śląska Izba Lekarska w Katowicach' },
  { code: 'OIL-KIE', name: 'Świętokrzyska Izba Lekarska w Kielcach' },
  { code: 'OIL-KOS', name: 'Okręgowa Izba Lekarska w Koszalinie' },
  { code: 'OIL-KRA', name: 'Okręgowa Izba Lekarska w Krakowie' },
  { code: 'OIL-LUB', name: 'Lubelska Izba Lekarska w Lublinie' },
  { code: 'OIL-LOD', name: 'Okręgowa Izba Lekarska w Łodzi' },
  { code: 'OIL-OLS', name: 'Warmińsko-Mazurska Izba Lekarska w Olsztynie' },
  { code: 'OIL-OPO', name: 'Opolska Izba Lekarska w Opolu' },
  { code: 'OIL-PLO', name: 'Okręgowa Izba Lekarska w Płocku' },
  { code: 'OIL-POZ', name: 'Wielkopolska Izba Lekarska w Poznaniu' },
  { code: 'OIL-RZE', name: 'Okręgowa Izba Lekarska w Rzeszowie' },
  { code: 'OIL-SZC', name: 'Okręgowa Izba Lekarska w Szczecinie' },
  { code: 'OIL-TAR', name: 'Okręgowa Izba Lekarska w Tarnowie' },
  { code: 'OIL-WAR', name: 'Okręgowa Izba Lekarska w Warszawie' },
  { code: 'OIL-WRO', name: 'Dolnośląska Izba Lekarska we Wrocławiu' },
  { code: 'OIL-ZIE', name: 'Lubuska Izba Lekarska w Zielonej Górze' },
  { code: 'WIL', name: 'Wojskowa Izba Lekarska w Warszawie' },
];

export function professionAllowsPrescriptions(kod: string | null | undefined): boolean {
  return MEDICAL_PROFESSIONS.some((p) => p.kod === kod && p.recepty);
}
