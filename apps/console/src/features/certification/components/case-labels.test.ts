import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { consoleResources } from '../../../test/i18n.ts';
import { isChanged, pathLabel } from './case-labels.tsx';

const tFor = async (language: 'en-US' | 'ru-RU') => {
  const instance = i18next.createInstance();
  await instance.init({ lng: language, resources: { [language]: consoleResources[language] } });
  return instance.getFixedT(language, 'certification');
};

const draft = {
  people: {
    noOtherOwnerAbove25: true,
    people: [
      {
        roles: ['director', 'legal'] as ('director' | 'legal')[],
        name: 'Chen Jing',
        nameEn: 'Chen Jing',
        idType: 2 as const,
        idNumber: 'E1',
        idValidUntil: null,
        nationality: 'CN',
        idFrontFileId: 'f',
      },
    ],
  },
};

describe('certification paths in words', () => {
  it('names materials and changed fields by section, person and field', async () => {
    const t = await tFor('en-US');
    expect(
      [
        'people.0.idFrontFileId',
        'people.3.holding',
        'people.noOtherOwnerAbove25',
        'company.registeredAddress.postcode',
        'individual.address.cityEn',
        'documents.registerFileId',
        'agreement',
        'entityType',
        'somethingNew.x',
      ].map((path) => pathLabel(path, draft, t)),
    ).toEqual([
      'Legal person Chen Jing — ID front',
      'Person 4 — Holding',
      'People — No other person holds 25% or more',
      'Enterprise — Registered address — Postcode',
      'Individual — Address — City in English',
      'Enterprise documents — Register of members',
      'Signed network access agreement',
      'Type',
      'somethingNew.x',
    ]);
    const ru = await tFor('ru-RU');
    expect(pathLabel('people.0.idBackFileId', draft, ru)).toBe(
      'Законный представитель Chen Jing — Документ, оборотная сторона',
    );
  });

  it('marks a field, the group holding it, and the fields of a group that changed as a whole', () => {
    const changed = new Set(['company.registeredAddress.postcode', 'people.1']);
    expect(isChanged(changed, 'company.registeredAddress')).toBe(true);
    expect(isChanged(changed, 'company.registeredAddress.postcode')).toBe(true);
    expect(isChanged(changed, 'people.1.holding')).toBe(true);
    expect(isChanged(changed, 'company.registeredAddress.line')).toBe(false);
    expect(isChanged(changed, 'people.10.holding')).toBe(false);
    expect(isChanged(changed, 'company.name')).toBe(false);
  });
});
