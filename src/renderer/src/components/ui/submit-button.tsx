import { TEXT } from '../../../../shared/messages';
import { Spinner } from './spinner';
import { buttonClass } from './button-classes';

interface SubmitButtonProps {
  label: string;
  running: boolean;
  disabled: boolean;
}

/** The analyze button: shows 'Analyzing.' with a spinner while its request runs. */
export function SubmitButton({ label, running, disabled }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={disabled || running}
      aria-busy={running}
      className={`${buttonClass.primary} w-full sm:w-auto`}
    >
      {running ? <Spinner /> : null}
      {running ? TEXT.analyzing : label}
    </button>
  );
}
