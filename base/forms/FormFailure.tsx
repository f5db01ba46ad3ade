/** A refusal that names no field, above the form (role="alert": read out when it appears). */
export function FormFailure({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div className="alert alert-danger" role="alert">
      {message}
    </div>
  );
}
