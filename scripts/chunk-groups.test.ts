import { describe, expect, it } from 'vitest';
import { languageOfModule, textChunkOf } from './chunk-groups.ts';

describe('languageOfModule', () => {
  it('puts texts and the antd and dayjs locales of a language in its chunk', () => {
    expect(languageOfModule('/r/apps/web/src/locales/ru-RU/wallet.json')).toBe('ru-RU');
    expect(languageOfModule('/r/packages/ui/src/locales/zh-TW/ui.json')).toBe('zh-TW');
    expect(languageOfModule('/r/packages/contracts/src/locales/en-US/errors.json')).toBe('en-US');
    expect(languageOfModule('/r/node_modules/antd/es/locale/zh_CN.js')).toBe('zh-CN');
    expect(languageOfModule('/r/node_modules/antd/es/date-picker/locale/ru_RU.js')).toBe('ru-RU');
    expect(languageOfModule('/r/node_modules/@rc-component/picker/es/locale/zh_TW.js')).toBe(
      'zh-TW',
    );
    expect(languageOfModule('/r/node_modules/dayjs/locale/zh-cn.js')).toBe('zh-CN');
    expect(languageOfModule('/r/node_modules/dayjs/locale/ru.js')).toBe('ru-RU');
  });

  it("leaves antd's own default (en_US) and everything else where it is", () => {
    expect(languageOfModule('/r/node_modules/antd/es/locale/en_US.js')).toBeNull();
    expect(languageOfModule('/r/node_modules/@rc-component/picker/es/locale/common.js')).toBeNull();
    expect(languageOfModule('/r/node_modules/antd/es/button/index.js')).toBeNull();
    expect(languageOfModule('/r/node_modules/dayjs/dayjs.min.js')).toBeNull();
  });
});

describe('textChunkOf', () => {
  it("puts an app's later namespaces in a second chunk of the language", () => {
    const first = ['layout', 'identity'];
    expect(textChunkOf('/r/apps/web/src/locales/ru-RU/identity.json', first)).toBe('texts-ru-RU');
    expect(textChunkOf('/r/apps/web/src/locales/ru-RU/wallet.json', first)).toBe(
      'texts-ru-RU-screens',
    );
    // The ui package's texts, the error messages and the locales come first.
    expect(textChunkOf('/r/packages/ui/src/locales/ru-RU/ui.json', first)).toBe('texts-ru-RU');
    expect(textChunkOf('/r/packages/contracts/src/locales/ru-RU/errors.json', first)).toBe(
      'texts-ru-RU',
    );
    expect(textChunkOf('/r/node_modules/dayjs/locale/ru.js', first)).toBe('texts-ru-RU');
    // Without a first list (the console): one chunk per language.
    expect(textChunkOf('/r/apps/console/src/locales/ru-RU/wallet.json')).toBe('texts-ru-RU');
    expect(textChunkOf('/r/node_modules/antd/es/button/index.js', first)).toBeNull();
  });
});
