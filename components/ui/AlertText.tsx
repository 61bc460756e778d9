// An error said at once (role="alert") beside the control that failed; nothing when there is none.
export function AlertText({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="error-text">
      {message}
    </p>
  ) : null;
}
