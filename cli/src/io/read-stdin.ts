/** Reads a whole stream as UTF-8 text (e.g. a password piped to `--password-stdin`). */
export async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: string[] = [];
  stream.setEncoding('utf8');
  for await (const chunk of stream) chunks.push(String(chunk));
  return chunks.join('');
}

/** The secret read from stdin: everything but one trailing line break. */
export async function readSecret(stream: NodeJS.ReadableStream): Promise<string> {
  return (await readAll(stream)).replace(/\r?\n$/, '');
}
