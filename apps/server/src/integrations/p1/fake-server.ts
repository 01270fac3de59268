import { randomInt, randomUUID, type X509Certificate } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Element } from '@xmldom/xmldom';
import { faultMajorUrn, faultMinorUrn, type P1FaultMajor, type P1FaultMinor } from './port.ts';
import { all, CONTEXT_OIDS, first, NS, parseXml, textOf, verifyEnvelope, xmlText } from './soap.ts';
import { verifyCda } from './xades.ts';
import { listenLocally, type FakeTls } from './fake-listen.ts';

/**
 * A local stand-in for ObslugaReceptyWS, for tests of the SOAP client: it checks the envelope, the
 * WS-Security signature against the certificate in the BinarySecurityToken (a tampered body fails with
 * bladPodpisuKomunikatuWSS), the call context (bladKontekstu), decodes the CDA documents and checks
 * their XAdES signatures (an unsigned or changed document fails its rule with 'blad'; the rule code
 * the platform uses is unknown, REG.WER.FAKE.5 here), and answers the issuer's operations with keys,
 * codes, rule results and faults the way P1 does.
 */
export interface FakeP1 {
  readonly url: string;
  /** The operations received, with their context attributes (name → value). */
  readonly calls: { operation: string; soapAction: string; context: Record<string, string> }[];
  /** The CDA documents received, in order: their text and the certificate that signed them (if valid). */
  readonly documents: { xml: string; signer: X509Certificate | null }[];
  /** The next call answers this fault (bladWewnetrzny gets a uuidZdarzeniaInicjujacego). */
  failNext(major: P1FaultMajor, minor?: P1FaultMinor): void;
  /** The next verification or save reports this rule for the given prescription (1-based). */
  ruleNext(rule: { code: string; outcome: 'ostrzezenie' | 'blad'; text: string; prescription: number }): void;
  /** Only messages signed with one of these certificates are accepted (else bladUwierzytelnieniaWSS). */
  trust(certificates: readonly X509Certificate[]): void;
  /** A pharmacy realises the prescription. */
  realise(prescriptionKey: string): void;
  status(prescriptionKey: string): string | undefined;
  close(): Promise<void>;
}

const CONTEXT_PREFIX = 'urn:csioz:p1:erecepta:kontekst:';
const WYNIK = 'urn:csioz:p1:erecepta:kodWynikuWeryfikacji:';

interface Prescription {
  key: string;
  root: string;
  extension: string;
  status: 'WYSTAWIONA' | 'ANULOWANA' | 'ZREALIZOWANA';
}
interface Package {
  key: string;
  code: string;
  bookNumber: string;
  prescriptions: Prescription[];
}

type Rule = { code: string; outcome: 'ostrzezenie' | 'blad'; text: string; place: string };

interface Decoded {
  readonly document: Element | null;
  readonly signatureError: string | null;
}

const signatureRule = (reason: string, place: string): Rule => ({
  code: 'REG.WER.FAKE.5',
  outcome: 'blad',
  text: `Niepoprawny podpis XAdES dokumentu: ${reason}.`,
  place: `${place}/tresc`,
});

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
const newKey = () => `${randomInt(1, 10)}${digits(43)}`;

function envelope(body: string): string {
  return `<soap:Envelope xmlns:soap="${NS.soap}"><soap:Body>${body}</soap:Body></soap:Envelope>`;
}

function faultXml(
  major: P1FaultMajor,
  minor: P1FaultMinor | null,
  opis: string,
  uuid: string | null,
): string {
  return envelope(
    `<soap:Fault><faultcode>soap:Server</faultcode><faultstring>${xmlText(opis)}</faultstring><detail>` +
      `<ns:bledyOperacji xmlns:ns="${NS.ws}" xmlns:w="${NS.w}"><blad>` +
      `<w:kodBleduMajor>${faultMajorUrn(major)}</w:kodBleduMajor>` +
      (minor ? `<w:kodBleduMinor>${faultMinorUrn(minor)}</w:kodBleduMinor>` : '') +
      `<w:opis>${xmlText(opis)}</w:opis>` +
      (uuid ? `<w:uuidZdarzeniaInicjujacego>${uuid}</w:uuidZdarzeniaInicjujacego>` : '') +
      `</blad></ns:bledyOperacji></detail></soap:Fault>`,
  );
}

function rulesXml(rules: readonly Rule[]): string {
  const worst = rules.some((r) => r.outcome === 'blad') ? 'blad' : rules.length ? 'ostrzezenie' : 'pozytywny';
  return (
    `<r:wynikWeryfikacjiZbioruRegul><r:wynikWeryfikacji>${WYNIK}${worst}</r:wynikWeryfikacji>` +
    `<r:identyfikatorZbioruRegul>FAKE-1</r:identyfikatorZbioruRegul>` +
    rules
      .map(
        (r) =>
          `<r:wynikWeryfikacjiReguly><r:kodRegulyWeryfikacji>${r.code}</r:kodRegulyWeryfikacji>` +
          `<r:wynikWeryfikacji>${WYNIK}${r.outcome}</r:wynikWeryfikacji>` +
          `<r:opisProblemu>${xmlText(r.text)}</r:opisProblemu>` +
          `<r:miejsceWystapieniaBledu>${xmlText(r.place)}</r:miejsceWystapieniaBledu></r:wynikWeryfikacjiReguly>`,
      )
      .join('') +
    `</r:wynikWeryfikacjiZbioruRegul>`
  );
}

const wynik = (ok: boolean, komunikat: string) =>
  `<wynik><wsp:major xmlns:wsp="${NS.wsp}">urn:csioz:p1:kod:major:${ok ? 'Sukces' : 'BladWeryfikacjiDokumentu'}</wsp:major>` +
  `<wsp:komunikat xmlns:wsp="${NS.wsp}">${xmlText(komunikat)}</wsp:komunikat></wynik>`;

export async function startFakeP1(options: {
  oidRoot: string;
  now?: () => Date;
  /** HTTPS with mutual TLS: the server's key and certificate (PEM) and the client certificates' CA. */
  tls?: FakeTls;
}): Promise<FakeP1> {
  const now = options.now ?? (() => new Date());
  const calls: FakeP1['calls'] = [];
  const documents: FakeP1['documents'] = [];
  const packages: Package[] = [];
  let nextFault: { major: P1FaultMajor; minor: P1FaultMinor | null } | null = null;
  let nextRule: (Rule & { prescription: number }) | null = null;
  let trusted: readonly X509Certificate[] | null = null;

  const findPrescription = (key: string, bookNumber: string) => {
    for (const pkg of packages) {
      const rx = pkg.prescriptions.find((p) => p.key === key);
      if (rx && pkg.bookNumber === bookNumber) return { pkg, rx };
    }
    return null;
  };

  /** The rules the fake applies to one decoded prescription document. */
  function documentRules(decoded: Decoded, position: number): Rule[] {
    const place = `/pakietRecept/recepty/recepta[${position}]`;
    const { document, signatureError } = decoded;
    if (!document || document.localName !== 'ClinicalDocument')
      return [
        { code: 'REG.WER.1', outcome: 'blad', text: 'Dokument recepty nie jest dokumentem CDA.', place },
      ];
    if (signatureError) return [signatureRule(signatureError, place)];
    const out: Rule[] = [];
    const id = first(document, 'id');
    const root = id?.getAttribute('root') ?? '';
    const extension = id?.getAttribute('extension') ?? '';
    if (!/^[0-9A-Z]{22}$/.test(extension))
      out.push({
        code: 'REG.WER.213',
        outcome: 'blad',
        text: 'Niepoprawny format numeru recepty.',
        place: `${place}/id`,
      });
    if (root !== `${options.oidRoot}.2.1`)
      out.push({
        code: 'REG.WER.376',
        outcome: 'blad',
        text: 'Węzeł OID w numerze recepty jest niezgodny z podmiotem wywołującym usługę.',
        place: `${place}/id`,
      });
    const dosage = all(first(document, 'substanceAdministration'), 'act').find(
      (a) => first(a, 'code')?.getAttribute('code') === 'PINSTRUCT',
    );
    if (!textOf(dosage, 'text'))
      out.push({ code: 'REG.WER.FAKE.1', outcome: 'blad', text: 'Brak dawkowania.', place: `${place}/text` });
    if (nextRule?.prescription === position) out.push(nextRule);
    return out;
  }

  /** A document from `tresc`: what its signature covers, or why the signature is refused. */
  function decode(holder: Element | null): Decoded {
    const text = Buffer.from(textOf(holder, 'tresc') ?? '', 'base64').toString('utf8');
    const check = verifyCda(text);
    documents.push({ xml: text, signer: check.ok ? check.certificate : null });
    if (check.ok) return { document: check.document, signatureError: null };
    return { document: parseXml(text)?.documentElement ?? null, signatureError: check.reason };
  }

  function checkPackage(request: Element) {
    const recepty = all(request, 'recepta');
    const results = recepty.map((recepta, i) => {
      const position = Number(textOf(recepta, 'identyfikatorDokumentuWPakiecie')) || i + 1;
      const decoded = decode(recepta);
      return { position, document: decoded.document, rules: documentRules(decoded, position) };
    });
    nextRule = null;
    if (recepty.length < 1 || recepty.length > 5)
      results.push({
        position: 0,
        document: null,
        rules: [
          {
            code: 'REG.WER.2',
            outcome: 'blad',
            text: 'Pakiet musi zawierać od 1 do 5 recept.',
            place: '/pakietRecept',
          },
        ],
      });
    return { results, ok: !results.some((r) => r.rules.some((x) => x.outcome === 'blad')) };
  }

  const verified = (results: { position: number; rules: Rule[] }[], keys?: string[]) =>
    results
      .map(
        (r, i) =>
          `<r:weryfikowanaRecepta><r:numerReceptyWPakiecie>${r.position}</r:numerReceptyWPakiecie>` +
          (keys ? `<r:kluczRecepty>${keys[i]}</r:kluczRecepty>` : '') +
          rulesXml(r.rules) +
          `</r:weryfikowanaRecepta>`,
      )
      .join('');

  function handle(operation: string, request: Element, bookNumber: string): string {
    const open = (name: string) => `<ws:${name} xmlns:ws="${NS.ws}" xmlns:r="${NS.r}">`;
    switch (operation) {
      case 'WeryfikacjaPakietuReceptRequest': {
        const { results, ok } = checkPackage(request);
        return (
          open('WeryfikacjaPakietuReceptResponse') +
          `<potwierdzenieOperacjiWeryfikacji><r:wynikWeryfikacjiRecept>${verified(results)}</r:wynikWeryfikacjiRecept></potwierdzenieOperacjiWeryfikacji>` +
          wynik(ok, ok ? 'Weryfikacja zakończona powodzeniem' : 'Błąd weryfikacji') +
          `</ws:WeryfikacjaPakietuReceptResponse>`
        );
      }
      case 'ZapisPakietuReceptRequest': {
        const { results, ok } = checkPackage(request);
        let head = '';
        let keys: string[] | undefined;
        if (ok) {
          const pesel =
            first(first(results[0]!.document, 'patientRole'), 'id')?.getAttribute('extension') ?? '';
          const pkg: Package = {
            key: newKey(),
            code: `${digits(4)}${pesel}`,
            bookNumber,
            prescriptions: results.map((r) => {
              const id = first(r.document, 'id')!;
              return {
                key: newKey(),
                root: id.getAttribute('root') ?? '',
                extension: id.getAttribute('extension') ?? '',
                status: 'WYSTAWIONA' as const,
              };
            }),
          };
          packages.push(pkg);
          keys = pkg.prescriptions.map((p) => p.key);
          head = `<r:kluczPakietuRecept>${pkg.key}</r:kluczPakietuRecept><r:kodPakietuRecept>${pkg.code}</r:kodPakietuRecept>`;
        }
        return (
          open('ZapisPakietuReceptResponse') +
          `<potwierdzenieOperacjiZapisu><r:wynikZapisuPakietuRecept>${head}` +
          `<r:wynikWeryfikacji>${verified(results, keys)}</r:wynikWeryfikacji>` +
          `</r:wynikZapisuPakietuRecept></potwierdzenieOperacjiZapisu>` +
          wynik(ok, ok ? 'Zapisano pakiet recept' : 'Błąd weryfikacji') +
          `</ws:ZapisPakietuReceptResponse>`
        );
      }
      case 'OdczytDanychDostepowychPakietuReceptRequest': {
        const found = findPrescription(textOf(request, 'kluczRecepty') ?? '', bookNumber);
        const data = found
          ? `<kodIKluczePakietuIRecept><r:kluczeINumeryRecept>` +
            found.pkg.prescriptions
              .map(
                (p) =>
                  `<r:kluczINumerRecepty><r:kluczRecepty>${p.key}</r:kluczRecepty><r:numerRecepty>` +
                  `<wsp:extension xmlns:wsp="${NS.wsp}">${p.extension}</wsp:extension><wsp:root xmlns:wsp="${NS.wsp}">${p.root}</wsp:root>` +
                  `</r:numerRecepty></r:kluczINumerRecepty>`,
              )
              .join('') +
            `</r:kluczeINumeryRecept><r:kluczIKodPakietuRecept><r:kluczPakietuRecept>${found.pkg.key}</r:kluczPakietuRecept>` +
            `<r:kodPakietuRecept>${found.pkg.code}</r:kodPakietuRecept></r:kluczIKodPakietuRecept></kodIKluczePakietuIRecept>`
          : '';
        return (
          open('OdczytDanychDostepowychPakietuReceptResponse') +
          data +
          wynik(
            Boolean(found),
            found ? 'Odczytano dane dostępowe' : 'Nie znaleziono recepty o podanym kluczu.',
          ) +
          `</ws:OdczytDanychDostepowychPakietuReceptResponse>`
        );
      }
      case 'ZapisDokumentuAnulowaniaReceptyRequest': {
        const found = findPrescription(textOf(request, 'kluczRecepty') ?? '', bookNumber);
        const { document, signatureError } = decode(first(request, 'dokumentAnulowaniaRecepty'));
        const parent = first(first(document, 'parentDocument'), 'id');
        const rules: Rule[] = [];
        const place = '/dokumentAnulowaniaRecepty';
        if (signatureError) rules.push(signatureRule(signatureError, place));
        else if (!found)
          rules.push({ code: 'REG.WER.FAKE.2', outcome: 'blad', text: 'Nie znaleziono recepty.', place });
        else if (
          parent?.getAttribute('extension') !== found.rx.extension ||
          parent.getAttribute('root') !== found.rx.root
        )
          rules.push({
            code: 'REG.WER.FAKE.3',
            outcome: 'blad',
            text: 'Dokument anulowania wskazuje inną receptę.',
            place,
          });
        else if (found.rx.status !== 'WYSTAWIONA')
          rules.push({
            code: 'REG.WER.FAKE.4',
            outcome: 'blad',
            text: `Nie można anulować recepty o statusie ${found.rx.status}.`,
            place,
          });
        else found.rx.status = 'ANULOWANA';
        return (
          open('ZapisDokumentuAnulowaniaReceptyResponse') +
          `<wynikiWeryfikacjiDokumentuAnulowania>${rulesXml(rules)}</wynikiWeryfikacjiDokumentuAnulowania>` +
          wynik(rules.length === 0, rules.length ? 'Błąd weryfikacji' : 'Anulowano receptę') +
          `</ws:ZapisDokumentuAnulowaniaReceptyResponse>`
        );
      }
      default:
        throw new Error('unknown operation');
    }
  }

  function answer(res: ServerResponse, status: number, xml: string) {
    res.writeHead(status, { 'Content-Type': 'text/xml; charset=utf-8' });
    res.end(xml);
  }
  const fault = (res: ServerResponse, major: P1FaultMajor, minor: P1FaultMinor | null, opis: string) =>
    answer(res, 500, faultXml(major, minor, opis, major === 'bladWewnetrzny' ? randomUUID() : null));

  async function serve(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const xml = Buffer.concat(chunks).toString('utf8');
    if (req.method !== 'POST' || !/^text\/xml/.test(req.headers['content-type'] ?? ''))
      return fault(res, 'niepoprawnyKomunikat', null, 'Oczekiwano komunikatu SOAP 1.1 (text/xml).');
    const doc = parseXml(xml);
    if (!doc || doc.documentElement?.localName !== 'Envelope' || doc.documentElement.namespaceURI !== NS.soap)
      return fault(res, 'niepoprawnyKomunikat', null, 'Niepoprawna koperta SOAP.');
    const check = verifyEnvelope(xml, now());
    if (!check.ok)
      return fault(res, 'bladPodpisuKomunikatuWSS', null, `Niepoprawny podpis WSS: ${check.reason}.`);
    if (trusted && !trusted.some((c) => c.fingerprint256 === check.certificate.fingerprint256))
      return fault(res, 'bladUwierzytelnieniaWSS', null, 'Certyfikat WSS nie jest zarejestrowany.');
    const context = Object.fromEntries(
      all(parseXml(check.signedContext ?? ''), 'atrybut').map((a) => [
        a.getAttribute('nazwa') ?? '',
        textOf(a, 'wartosc') ?? '',
      ]),
    );
    const body = parseXml(check.signedBody)?.documentElement;
    let request: Element | null = null;
    for (let n = body?.firstChild; n && !request; n = n.nextSibling)
      if (n.nodeType === 1) request = n as Element;
    const operation = request?.localName ?? '';
    const soapAction = (req.headers.soapaction ?? '').toString().replace(/"/g, '');
    calls.push({ operation, soapAction, context });
    const attr = (name: string) => context[`${CONTEXT_PREFIX}${name}`];
    const contextOk =
      attr('idPodmiotuOidRoot') === CONTEXT_OIDS.organisation &&
      /^\d{12}$/.test(attr('idPodmiotuOidExt') ?? '') &&
      [CONTEXT_OIDS.doctorPwz, CONTEXT_OIDS.nursePwz].includes(attr('idUzytkownikaOidRoot') as never) &&
      Boolean(attr('idUzytkownikaOidExt')) &&
      [CONTEXT_OIDS.unit, CONTEXT_OIDS.cell].includes(attr('idMiejscaPracyOidRoot') as never) &&
      Boolean(attr('idMiejscaPracyOidExt')) &&
      Boolean(attr('rolaBiznesowa'));
    if (!contextOk) return fault(res, 'bladAutoryzacji', 'bladKontekstu', 'Niekompletny kontekst wywołania.');
    if (nextFault) {
      const { major, minor } = nextFault;
      nextFault = null;
      return fault(res, major, minor, `Błąd testowy ${major}.`);
    }
    const expectedAction = `urn:${operation.charAt(0).toLowerCase()}${operation.slice(1).replace(/Request$/, '')}`;
    if (!request || soapAction !== expectedAction)
      return fault(res, 'niepoprawnyKomunikat', null, `Nieznana operacja ${operation} (${soapAction}).`);
    try {
      answer(res, 200, envelope(handle(operation, request, attr('idPodmiotuOidExt')!)));
    } catch {
      fault(res, 'niepoprawnyKomunikat', null, `Nieobsługiwana operacja ${operation}.`);
    }
  }

  const listener = (req: IncomingMessage, res: ServerResponse) => {
    serve(req, res).catch(() => fault(res, 'bladWewnetrzny', null, 'Błąd serwera testowego.'));
  };
  const local = await listenLocally(listener, options.tls);
  return {
    url: `${local.origin}/services/ObslugaReceptyWS`,
    calls,
    documents,
    failNext: (major, minor) => {
      nextFault = { major, minor: minor ?? null };
    },
    ruleNext: (rule) => {
      nextRule = { ...rule, place: `/pakietRecept/recepty/recepta[${rule.prescription}]` };
    },
    trust: (certificates) => {
      trusted = certificates;
    },
    realise: (key) => {
      for (const pkg of packages)
        for (const p of pkg.prescriptions) if (p.key === key) p.status = 'ZREALIZOWANA';
    },
    status: (key) => packages.flatMap((p) => p.prescriptions).find((p) => p.key === key)?.status,
    close: local.close,
  };
}
