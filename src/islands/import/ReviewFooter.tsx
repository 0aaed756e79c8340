import { Button } from '../ui/Button';

/**
 * The footer of an import's review dialog: Cancel, or use the reviewed values and close. Nothing is
 * saved here; `apply` hands the values to the form.
 */
export function ReviewFooter({ close, apply, isDisabled = false }: { close: () => void; apply: () => void; isDisabled?: boolean }) {
  return (
    <>
      <Button variant="ghost" onPress={close}>
        Cancel
      </Button>
      <Button
        variant="primary"
        isDisabled={isDisabled}
        onPress={() => {
          apply();
          close();
        }}
      >
        Use these values
      </Button>
    </>
  );
}
