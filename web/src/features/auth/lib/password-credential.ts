/**
 * "Remember password" through the browser's password manager (Credential Management API, where the
 * browser has it), instead of keeping the password in localStorage. Without the API, the form's
 * autocomplete attributes still let the browser offer to save it.
 */
interface PasswordCredentialInit {
  id: string;
  password: string;
  name?: string;
}
type PasswordCredentialCtor = new (init: PasswordCredentialInit) => Credential;
interface StoredPassword extends Credential {
  password?: string;
}

function ctor(): PasswordCredentialCtor | undefined {
  const c = (window as unknown as { PasswordCredential?: PasswordCredentialCtor }).PasswordCredential;
  return typeof c === 'function' && navigator.credentials ? c : undefined;
}

/** Offers the pair to the browser's password manager; silently does nothing where unsupported. */
export async function storePassword(phone: string, password: string): Promise<void> {
  const PasswordCredential = ctor();
  if (!PasswordCredential) return;
  try {
    await navigator.credentials.store(new PasswordCredential({ id: phone, password }));
  } catch {
    // The user or the browser declined; nothing else to do.
  }
}

/** A password the browser holds for this phone, without showing any prompt; undefined otherwise. */
export async function recallPassword(phone: string, signal?: AbortSignal): Promise<string | undefined> {
  if (!ctor()) return undefined;
  try {
    const cred = (await navigator.credentials.get({
      password: true,
      mediation: 'silent',
      signal,
    } as CredentialRequestOptions)) as StoredPassword | null;
    return cred && cred.id === phone && typeof cred.password === 'string' ? cred.password : undefined;
  } catch {
    return undefined;
  }
}
