import { AbortError } from '@opsdeck/shared/errors';

/** No token for the server: the command needs `opsdeck login` first (exit code 4). */
export class NotSignedInError extends AbortError {
  constructor(message: string, nextSteps: string[] = []) {
    super(message, nextSteps);
    this.name = 'NotSignedInError';
  }
}
