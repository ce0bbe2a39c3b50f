import { z } from 'zod';

/**
 * Italian texts for zod's own messages: what a field says when its schema gives no message of its own
 * ('expected string, received number', 'Too big', 'Invalid input' would otherwise reach the user in English).
 * Installed once as zod's locale (installItalianZodMessages); a message written in a schema still wins over it.
 */
type Issue = Parameters<z.core.$ZodErrorMap>[0];

const TYPE_NAMES: Record<string, string> = {
  string: 'un testo',
  number: 'un numero',
  int: 'un numero intero',
  bigint: 'un numero intero',
  boolean: 'vero o falso',
  array: 'un elenco',
  object: 'un oggetto',
  date: 'una data',
};

const FORMAT_MESSAGES: Record<string, string> = {
  uuid: 'Identificativo non valido',
  guid: 'Identificativo non valido',
  email: 'Email non valida',
  url: 'Indirizzo web non valido',
  datetime: 'Data e ora non valide (formato ISO 8601)',
  date: 'Data non valida (formato AAAA-MM-GG)',
  time: 'Orario non valido',
};

const plural = (n: number | bigint, one: string, many: string) => (Number(n) === 1 ? one : many);

export function italianZodMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Campo obbligatorio';
      return `Valore non valido: deve essere ${TYPE_NAMES[issue.expected] ?? 'di un altro tipo'}`;
    case 'too_big': {
      const max = issue.maximum;
      if (issue.origin === 'string') return `Testo troppo lungo (massimo ${max} ${plural(max, 'carattere', 'caratteri')})`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Troppi elementi (massimo ${max})`;
      if (issue.origin === 'date') return 'Data troppo lontana';
      return issue.inclusive === false ? `Valore troppo alto (deve essere minore di ${max})` : `Valore troppo alto (massimo ${max})`;
    }
    case 'too_small': {
      const min = issue.minimum;
      if (issue.origin === 'string') {
        return Number(min) <= 1 ? 'Campo obbligatorio' : `Testo troppo corto (minimo ${min} caratteri)`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return `Servono almeno ${min} ${plural(min, 'elemento', 'elementi')}`;
      }
      if (issue.origin === 'date') return 'Data troppo vicina';
      return issue.inclusive === false ? `Valore troppo basso (deve essere maggiore di ${min})` : `Valore troppo basso (minimo ${min})`;
    }
    case 'invalid_format':
      if (issue.format === 'starts_with' || issue.format === 'ends_with' || issue.format === 'includes') return 'Testo non valido';
      return FORMAT_MESSAGES[issue.format] ?? 'Formato non valido';
    case 'invalid_value':
      return 'Valore non consentito';
    case 'not_multiple_of':
      return `Numero non valido (deve essere un multiplo di ${issue.divisor})`;
    case 'unrecognized_keys':
      return `Campo non previsto: ${issue.keys.join(', ')}`;
    // Every other code zod 4 has (invalid_key, invalid_element, invalid_union, custom) and any it may add.
    case 'invalid_key':
    case 'invalid_element':
    case 'invalid_union':
    case 'custom':
    default:
      return 'Valore non valido';
  }
}

let installed = false;

/** Makes Italian zod's default language for this process or page (idempotent). */
export function installItalianZodMessages(): void {
  if (installed) return;
  z.config({ localeError: italianZodMessage });
  installed = true;
}
