// The sign-in forms' phone field: digits, +, - and spaces only; normalised when the form is checked.
export function PhoneInput({ value, onChange, testId }: { value: string; onChange: (value: string) => void; testId: string }) {
  return (
    <label className="field">
      <span className="field__label">手機號碼</span>
      <input
        className="field__input"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={16}
        placeholder="09xxxxxxxx"
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/[^\d+\- ]/g, ''))}
        data-testid={testId}
      />
    </label>
  );
}
