/** One Server-Sent Events frame. */
export interface SseFrame {
  id: string | null;
  event: string;
  data: string;
}

/**
 * An incremental Server-Sent Events parser: feed it decoded text as it arrives, in any chunking;
 * it calls `onFrame` for each complete frame (comments and `retry:` lines are skipped).
 */
export function createSseParser(onFrame: (frame: SseFrame) => void): (chunk: string) => void {
  let buffer = '';
  let id: string | null = null;
  let event = '';
  let data: string[] = [];
  return (chunk) => {
    buffer += chunk;
    for (;;) {
      const nl = buffer.search(/\r\n|\n|\r/);
      if (nl < 0) return;
      const line = buffer.slice(0, nl);
      buffer = buffer.slice(buffer[nl] === '\r' && buffer[nl + 1] === '\n' ? nl + 2 : nl + 1);
      if (line === '') {
        if (data.length > 0 || event) onFrame({ id, event: event || 'message', data: data.join('\n') });
        id = null;
        event = '';
        data = [];
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') id = value;
      else if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
  };
}
