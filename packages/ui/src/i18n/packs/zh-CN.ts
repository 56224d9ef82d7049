// What zh-CN needs besides an app's own texts, fetched as one chunk: see ../language-packs.ts.
import antd from 'antd/es/locale/zh_CN';
import 'dayjs/locale/zh-cn';
import errors from '../../../../contracts/src/locales/zh-CN/errors.json' with { type: 'json' };
import ui from '../../locales/zh-CN/ui.json' with { type: 'json' };
import type { LanguagePack } from '../language-packs.ts';

export default { antd, errors, ui } satisfies LanguagePack;
