/** The visit history's 'print documentation' (spec 000 §2.6, §7.2, §8) and its template tags. */
export const MEDICAL_DOCUMENTATION_TEXTS = {
  'medicalDocs.print': 'Drukuj dokumentację',
  'medicalDocs.printRow': 'Drukuj dokumentację (wizyta z {date})',
  'medicalDocs.title': 'Drukowanie dokumentacji medycznej',
  'medicalDocs.choose': 'Wybierz wizyty, które mają się znaleźć w dokumentacji.',
  'medicalDocs.visits': 'Wizyty w dokumentacji',
  'medicalDocs.visit': '{date}, {therapist}, {status}',
  'medicalDocs.all': 'Zaznacz wszystkie',
  'medicalDocs.none': 'Nie wybrano wizyt.',
  'medicalDocs.withTemplate': 'Dokument powstanie z wgranego szablonu dokumentacji medycznej (plik .docx).',
  'medicalDocs.withoutTemplate':
    'Nie wgrano szablonu dokumentacji medycznej: dokument powstanie jako plik PDF według wzoru programu.',
  'medicalDocs.submit': 'Drukuj',
  'medicalDocs.failed': 'Bład pobierania dokumentacji medycznej',
  'medicalDocs.templatesFailed': 'Bład pobierania wgranych zgód',

  'medicalDocs.placeholders': 'Znaczniki w szablonie dokumentacji medycznej',
  'medicalDocs.placeholdersHint':
    'Szablon dokumentacji medycznej może zawierać wszystkie znaczniki zgód oraz poniższe. Wybrane wizyty powtarza pętla {#wizyty}…{/wizyty}; w niej procedury {#procedury}…{/procedury} i rozpoznania {#rozpoznania}…{/rozpoznania}.',
  'medicalDocs.placeholders.document': 'Dokument',
  'medicalDocs.placeholders.visits': 'W pętli {#wizyty}…{/wizyty}',
  'medicalDocs.placeholders.procedures': 'W pętli {#procedury}…{/procedury}',
  'medicalDocs.placeholders.conditions': 'W pętli {#rozpoznania}…{/rozpoznania}',
} as const satisfies Record<string, string>;
