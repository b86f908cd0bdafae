import { Button, CircularProgress, type ButtonProps } from '@mui/material';

/** A form's submit button: disabled with a spinner while the submission is pending. */
export function SubmitButton({
  pending,
  children,
  ...props
}: { pending: boolean } & Omit<ButtonProps, 'type'>) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={pending}
      aria-busy={pending}
      startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      {...props}
    >
      {children}
    </Button>
  );
}
