/** The hint and the error under a form control; ids are what aria-describedby points to. */
export function FieldMessages({
  hintId,
  hint,
  errorId,
  error,
}: {
  hintId: string;
  hint?: string;
  errorId: string;
  error?: string;
}) {
  return (
    <>
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </>
  );
}

export function describedBy(ids: Array<string | false | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}
