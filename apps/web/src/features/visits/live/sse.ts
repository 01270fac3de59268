/** One server-sent event: its name ('message' when the stream gives none) and its data lines joined. */
export interface ServerSentEvent {
  readonly event: string;
  readonly data: string;
  readonly id?: string;
}

/**
 * An incremental parser of a `text/event-stream` body (the WHATWG rules that matter here): feed it
 * text chunks as they arrive, in any split, and it returns the events each chunk completed. Comments
 * (`:` lines, the server's keep-alives) are skipped; an event without data is not dispatched.
 */
export function createSseParser() {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | undefined;

  const dispatch = (out: ServerSentEvent[]) => {
    if (data.length > 0)
      out.push({ event: event || 'message', data: data.join('\n'), ...(id ? { id } : {}) });
    event = '';
    data = [];
  };

  const line = (text: string, out: ServerSentEvent[]) => {
    if (text === '') return dispatch(out);
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') id = value;
  };

  return {
    push(chunk: string): ServerSentEvent[] {
      const out: ServerSentEvent[] = [];
      buffer += chunk;
      // A line ends at CRLF, LF or CR; a lone CR at the very end may still be followed by LF.
      const lines = buffer.split(/\r\n|\n|\r(?!$)/);
      buffer = lines.pop() ?? '';
      for (const text of lines) line(text, out);
      return out;
    },
  };
}
