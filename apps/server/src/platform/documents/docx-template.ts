import { appError } from '../errors.ts';

/** A value for a template tag: text, or a list of rows for a `{#rows}…{/rows}` loop. */
export type TemplateValue = string | number | null | undefined | readonly TemplateData[];
export interface TemplateData {
  readonly [tag: string]: TemplateValue;
}

interface TagError {
  readonly properties?: { readonly context?: string; readonly xtag?: string };
}

/** Where a template's tags go wrong, e.g. '„{imie ”, „nazwisko}”', for the error's details. */
function brokenTags(error: unknown): string | null {
  const errors = (error as { properties?: { errors?: TagError[] } }).properties?.errors;
  if (!errors?.length) return null;
  return errors.map((e) => `„${e.properties?.context ?? e.properties?.xtag ?? ''}”`).join(', ');
}

/**
 * Fills a Word (.docx) template: `{tag}` takes the value of `data.tag` (XML-escaped), a tag without a
 * value stays empty, `\n` in a value breaks the line, and `{#rows}…{/rows}` repeats its paragraph for
 * each row. A template that is not a .docx or has broken tags is refused with a Polish 409.
 */
export async function fillDocxTemplate(templateBytes: Buffer, data: TemplateData): Promise<Buffer> {
  // Loaded on first use (some 15 MB): only printing from a template needs them.
  const [{ default: Docxtemplater }, { default: PizZip }] = await Promise.all([
    import('docxtemplater'),
    import('pizzip'),
  ]);
  let zip: InstanceType<typeof PizZip>;
  try {
    zip = new PizZip(templateBytes);
  } catch {
    throw appError('template.invalidDocx');
  }
  try {
    const doc = new Docxtemplater(zip, {
      paragraphLoop: true,
      linebreaks: true,
      nullGetter: () => '',
      errorLogging: false,
    });
    doc.render(data);
    return doc.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' });
  } catch (error) {
    const tags = brokenTags(error);
    if (tags) throw appError('template.brokenTags', { details: tags });
    throw appError('template.invalidDocx');
  }
}
