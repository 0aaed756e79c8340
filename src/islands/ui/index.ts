// The wrapped react-aria-components primitives: islands import from here, never from react-aria directly.
export { Button, ButtonLink, Link, buttonStyles, type ButtonProps, type ButtonLinkProps, type LinkProps } from './Button';
export { Spinner, PageSpinner, type SpinnerProps } from './Spinner';
export { Form, FieldError, Label, Description, withCaution, type FieldProps } from './Field';
export { TextField, TextArea, type TextFieldProps, type TextAreaProps } from './TextField';
export { NumberField, type NumberFieldProps } from './NumberField';
export { Checkbox, Switch, type CheckboxProps, type SwitchProps } from './Checkbox';
export { Select, type Option, type OptionSection, type SelectProps } from './Select';
export { ComboBox, type ComboBoxProps } from './ComboBox';
export { RadioGroup, Radio, SegmentedControl, type RadioGroupProps, type SegmentedControlProps } from './RadioGroup';
export { Modal, AlertDialog, Popover, DialogTrigger, type ModalProps, type AlertDialogProps, type PopoverProps } from './Dialog';
export { InfoButton, type InfoButtonProps } from './InfoButton';
export { Tooltip, type TooltipProps } from './Tooltip';
export { Tabs, TabList, Tab, TabPanel } from './Tabs';
export { Disclosure, type DisclosureProps } from './Disclosure';
export {
  Badge,
  Card,
  ColumnHeads,
  Skeleton,
  ProgressBar,
  type BadgeProps,
  type CardProps,
  type ColumnHeadsProps,
  type ProgressBarProps,
} from './Display';
export { Toaster, toast, TOAST_SETTINGS } from './Toaster';
export { cx } from './styles';
