// A table column of moments (a login, a session, a message sent): the field's time in the
// language's date and time format, in a column wide enough for it.
import { formatDateTime } from '@tradebridge/ui';

export const dateTimeColumn = (title: string, dataIndex: string) => ({
  title,
  dataIndex,
  width: 180,
  render: (time: string) => formatDateTime(time),
});
