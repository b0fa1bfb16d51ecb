/** A form's honeypot: hidden from people and assistive technologies, filled by naive bots. */
export function HoneypotField({ name, label }: { name: string; label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {label}
        <input type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
