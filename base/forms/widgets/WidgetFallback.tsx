/**
 * What a form widget shows while its chunk loads: its label over an input of the same height,
 * so the form does not jump when the widget arrives. Disabled: nothing typed there is lost.
 */
export function WidgetFallback({
  id,
  label,
  wrapperClassName = 'mb-3',
}: {
  id: string;
  label: string;
  wrapperClassName?: string | undefined;
}) {
  return (
    <div className={wrapperClassName}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="form-control" disabled aria-busy="true" />
    </div>
  );
}
