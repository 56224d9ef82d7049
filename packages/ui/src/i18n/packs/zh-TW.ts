// What zh-TW needs besides an app's own texts, fetched as one chunk: see ../language-packs.ts.
import antd from 'antd/es/locale/zh_TW';
import 'dayjs/locale/zh-tw';
import errors from '../../../../contracts/src/locales/zh-TW/errors.json' with { type: 'json' };
import ui from '../../locales/zh-TW/ui.json' with { type: 'json' };
import type { LanguagePack } from '../language-packs.ts';

export default { antd, errors, ui } satisfies LanguagePack;
