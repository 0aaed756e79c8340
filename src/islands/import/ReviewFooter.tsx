import { Button } from '../ui/Button';

/**
 * The footer of an import's review dialog: Cancel, or use the reviewed values and close. Nothing is
 * saved here; `apply` hands the values to the form. With `update` (a document imported before, issue 22)
 * the choice is the buttons themselves: 'Add as a new quote' (`apply`) or 'Update the existing quote'.
 */
export function ReviewFooter({
  close,
  apply,
  update,
  isDisabled = false,
}: {
  close: () => void;
  apply: () => void;
  update?: (() => void) | undefined;
  isDisabled?: boolean;
}) {
  const use = (action: () => void) => () => {
    action();
    close();
  };
  return (
    <>
      <Button variant="ghost" onPress={close}>
        Cancel
      </Button>
      <Button variant={update ? 'secondary' : 'primary'} isDisabled={isDisabled} onPress={use(apply)}>
        {update ? 'Add as a new quote' : 'Use these values'}
      </Button>
      {update && (
        <Button isDisabled={isDisabled} onPress={use(update)}>
          Update the existing quote
        </Button>
      )}
    </>
  );
}
