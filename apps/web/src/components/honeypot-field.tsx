/**
 * The honeypot of a public form: off-screen and out of the tab order; people never see it, bots fill it and the
 * server drops what they send.
 */
export function HoneypotField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {label}
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
