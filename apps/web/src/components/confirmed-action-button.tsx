// A button whose action asks first (lib/confirmed-action.ts): withdraw a collection, delete a
// contract or a payee, close a shop. The button is drawn as the caller says (danger, its icon, its
// loading while the action runs).
import { Button, type ButtonProps } from 'antd';
import { useConfirmedAction, type ConfirmedAction } from '../lib/confirmed-action.ts';

export const ConfirmedActionButton = ({
  action,
  ...button
}: Omit<ButtonProps, 'onClick'> & { action: ConfirmedAction }) => {
  const confirm = useConfirmedAction();
  return <Button {...button} onClick={() => confirm(action)} />;
};
