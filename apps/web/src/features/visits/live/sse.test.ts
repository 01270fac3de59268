import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse.ts';

describe('createSseParser', () => {
  it('returns a named event once its blank line arrives', () => {
    const parser = createSseParser();
    expect(parser.push('event: visit\ndata: {"visitId":1,"therapistId":2}\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'visit', data: '{"visitId":1,"therapistId":2}' }]);
  });

  it('puts together an event split across chunks at any character', () => {
    const parser = createSseParser();
    const stream = 'event: visit\ndata: {"visitId":7}\n\n';
    const events = [...stream].flatMap((ch) => parser.push(ch));
    expect(events).toEqual([{ event: 'visit', data: '{"visitId":7}' }]);
  });

  it('skips comments and reads CRLF line ends', () => {
    const parser = createSseParser();
    expect(parser.push(': keep-alive\r\n\r\nevent: visit\r\ndata: x\r\n\r\n')).toEqual([
      { event: 'visit', data: 'x' },
    ]);
  });

  it("names an event without 'event:' 'message' and joins its data lines", () => {
    const parser = createSseParser();
    expect(parser.push('data: a\ndata: b\nid: 3\n\n')).toEqual([{ event: 'message', data: 'a\nb', id: '3' }]);
  });

  it('does not dispatch an event without data', () => {
    const parser = createSseParser();
    expect(parser.push('event: visit\n\n')).toEqual([]);
  });

  it('returns several events of one chunk in order', () => {
    const parser = createSseParser();
    const events = parser.push('event: visit\ndata: 1\n\nevent: visit\ndata: 2\n\n');
    expect(events.map((e) => e.data)).toEqual(['1', '2']);
  });
});
