// Texts of the messages the server sends (e-mail, SMS, notifications), in the recipient's
// language, amounts and times written as that language does (displayParams).
import { displayParams, interpolate, type Language } from '@tradebridge/contracts';
import enUS from '../locales/en-US/messages.json' with { type: 'json' };
import ruRU from '../locales/ru-RU/messages.json' with { type: 'json' };
import zhCN from '../locales/zh-CN/messages.json' with { type: 'json' };
import zhTW from '../locales/zh-TW/messages.json' with { type: 'json' };

const MESSAGES = { 'zh-CN': zhCN, 'en-US': enUS, 'ru-RU': ruRU, 'zh-TW': zhTW };

export type MessageKind = keyof typeof enUS;

export const messageText = (
  kind: MessageKind,
  part: 'subject' | 'body' | 'sms',
  language: Language,
  params: Record<string, unknown>,
) =>
  interpolate(
    (MESSAGES[language][kind] as Record<string, string>)[part] ?? '',
    displayParams(params, language),
  );
