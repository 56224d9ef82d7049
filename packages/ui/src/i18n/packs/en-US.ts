// What en-US needs besides an app's own texts, fetched as one chunk: see ../language-packs.ts.
import antd from 'antd/es/locale/en_US';
import 'dayjs/locale/en';
import errors from '../../../../contracts/src/locales/en-US/errors.json' with { type: 'json' };
import ui from '../../locales/en-US/ui.json' with { type: 'json' };
import type { LanguagePack } from '../language-packs.ts';

export default { antd, errors, ui } satisfies LanguagePack;
