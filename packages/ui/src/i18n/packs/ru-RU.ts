// What ru-RU needs besides an app's own texts, fetched as one chunk: see ../language-packs.ts.
import antd from 'antd/es/locale/ru_RU';
import 'dayjs/locale/ru';
import errors from '../../../../contracts/src/locales/ru-RU/errors.json' with { type: 'json' };
import ui from '../../locales/ru-RU/ui.json' with { type: 'json' };
import type { LanguagePack } from '../language-packs.ts';

export default { antd, errors, ui } satisfies LanguagePack;
