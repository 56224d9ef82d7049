// /auth/realname/checkInfo (spec checkInfo): everything the merchant entered, read-only, step by
// step with a link to change each one while that is still possible, the steps still missing, and
// "Confirm" once the forms are complete (the network access agreement follows). After the review
// it is the certification's information as it was submitted.
import { EditOutlined } from '@ant-design/icons';
import { STEPS_OF, type CertificationCase, type CertificationStep } from '@tradebridge/contracts';
import {
  formatDate,
  formatMoney,
  isApiError,
  regionName,
  useLanguage,
  useNarrowScreen,
} from '@tradebridge/ui';
import { Alert, Button, Card, Descriptions, Flex, Typography, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { factOf } from '../../../components/fact-items.tsx';
import { FileUploadField } from '../../../components/file-upload-field.tsx';
import { useConfirmCertification } from '../api/confirm.ts';
import { caseScreen, isEditable, nextPathOf, STEP_PATHS } from './case-progress.tsx';
import { DOCUMENT_FIELDS } from './documents-screen.tsx';
import { useRolesText } from './labels.ts';
import type { SavedIdentity } from './form-fields.tsx';
import { StepFoot } from './step-foot.tsx';

type Items = NonNullable<DescriptionsProps['items']>;

type Address = { country: string; line: string; lineEn: string; cityEn: string; postcode: string };

const File = ({ fileId, label }: { fileId: string | undefined; label: string }) => {
  const { t } = useTranslation('certification');
  return fileId ? (
    <FileUploadField value={fileId} label={label} disabled />
  ) : (
    <Typography.Text type="secondary">{t('check.none')}</Typography.Text>
  );
};

const useDetails = () => {
  const { t } = useTranslation('certification');
  const language = useLanguage();
  // On a phone each value goes under its label: long labels (Russian) and the file previews
  // would not fit beside each other.
  const layout = useNarrowScreen() ? 'vertical' : 'horizontal';
  const rolesText = useRolesText();
  const address = (a: Address | undefined): ReactNode =>
    a ? (
      <Flex vertical>
        <span>{a.line}</span>
        <span>{[a.lineEn, a.cityEn, a.postcode].join(', ')}</span>
        <span>{regionName(a.country, language)}</span>
      </Flex>
    ) : null;
  const validity = (until: string | null | undefined) =>
    until === null ? t('identity.longTerm') : formatDate(until);
  /** A file handed in, previewed under its label. */
  const fileFact = (key: string, label: string, fileId: string | undefined) =>
    factOf(key, label, <File fileId={fileId} label={label} />);
  const identity = (p: SavedIdentity): Items => [
    factOf('idType', t('identity.idType'), t(`idType.${p.idType}`)),
    factOf('idNumber', t('identity.idNumber'), p.idNumber),
    factOf('idValidUntil', t('identity.idValidUntil'), validity(p.idValidUntil)),
    factOf('nationality', t('identity.nationality'), regionName(p.nationality, language)),
    fileFact('front', t('identity.front'), p.idFrontFileId),
    ...(p.idBackFileId ? [fileFact('back', t('identity.back'), p.idBackFileId)] : []),
  ];

  return (kase: CertificationCase, step: CertificationStep): ReactNode => {
    const { draft } = kase;
    const details = (items: Items) => (
      <Descriptions layout={layout} size="small" column={{ xs: 1, sm: 1, md: 2 }} items={items} />
    );
    switch (step) {
      case 'company': {
        const c = draft.company;
        if (!c) return null;
        return details([
          factOf('name', t('company.name'), c.name),
          factOf('nameEn', t('company.nameEn'), c.nameEn),
          factOf('no', t('company.registrationNo'), c.registrationNo),
          factOf('type', t('company.companyType'), t(`companyType.${c.companyType}`)),
          factOf('on', t('company.registeredOn'), formatDate(c.registeredOn)),
          factOf(
            'until',
            t('company.validUntil'),
            c.validUntil === null ? t('company.noEnd') : formatDate(c.validUntil),
          ),
          factOf('registered', t('company.registeredAddress'), address(c.registeredAddress)),
          factOf(
            'business',
            t('company.businessAddress'),
            c.businessAddress ? address(c.businessAddress) : t('company.businessSame'),
          ),
          factOf(
            'remittance',
            t('company.monthlyRemittanceUsd'),
            formatMoney(c.monthlyRemittanceUsd, 'USD'),
          ),
          factOf(
            'transactions',
            t('company.monthlyTransactions'),
            c.monthlyTransactions.toLocaleString(language),
          ),
          factOf('industry', t('company.industry'), c.industry),
          factOf('website', t('company.website'), c.website ?? t('check.none')),
          factOf('email', t('contact.email'), c.email),
          factOf('phone', t('contact.phone'), `${c.areaCode} ${c.phone}`),
        ]);
      }
      case 'people': {
        const p = draft.people;
        if (!p) return null;
        return (
          <Flex vertical gap={12}>
            {p.people.map((person, index) => (
              <Card
                key={index}
                size="small"
                type="inner"
                title={t('people.person', { number: index + 1 })}
                data-testid={`check-person-${index}`}
              >
                {details([
                  factOf('roles', t('people.roles'), rolesText(person.roles)),
                  factOf('name', t('people.name'), `${person.name} (${person.nameEn})`),
                  ...(person.holding !== undefined
                    ? [factOf('holding', t('people.holding'), `${person.holding} %`)]
                    : []),
                  ...identity({ ...person, idType: person.idType }),
                ])}
              </Card>
            ))}
            {p.noOtherOwnerAbove25 ? (
              <Typography.Text>{t('people.noOtherOwner')}</Typography.Text>
            ) : null}
          </Flex>
        );
      }
      case 'documents': {
        const d = draft.documents;
        if (!d) return null;
        return (
          <Descriptions
            layout="vertical"
            size="small"
            column={{ xs: 1, sm: 1, md: 3 }}
            items={DOCUMENT_FIELDS.map((field) =>
              fileFact(field, t(`material.documents.${field}`), d[field]),
            )}
          />
        );
      }
      case 'individual': {
        const i = draft.individual;
        if (!i) return null;
        return details([
          factOf('name', t('individual.name'), i.name),
          factOf('nameEn', t('individual.nameEn'), i.nameEn),
          factOf('birth', t('individual.birthDate'), formatDate(i.birthDate)),
          ...identity(i),
          factOf('address', t('individual.address'), address(i.address)),
          factOf('email', t('contact.email'), i.email),
          factOf('phone', t('contact.phone'), `${i.areaCode} ${i.phone}`),
        ]);
      }
    }
  };
};

const CheckInfoBody = ({ kase }: { kase: CertificationCase }) => {
  const { t } = useTranslation('certification');
  const navigate = useNavigate();
  const details = useDetails();
  const confirm = useConfirmCertification();
  const [problem, setProblem] = useState<string>();
  const editable = isEditable(kase);
  if (!kase.entityType) {
    return (
      <Alert
        type="info"
        showIcon
        title={t('check.noType')}
        data-testid="check-no-type"
        action={
          <Button onClick={() => void navigate(paths.certification.hub)}>{t('toHub')}</Button>
        }
      />
    );
  }
  const steps = STEPS_OF[kase.entityType];
  const confirmable = kase.next === 'forms' && kase.missingSteps.length === 0;
  const onConfirm = () => {
    setProblem(undefined);
    void confirm.mutateAsync(kase.version).then(
      (saved) => navigate(nextPathOf(saved)),
      (error: unknown) => setProblem(isApiError(error) ? error.message : String(error)),
    );
  };

  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">
        {confirmable
          ? t('check.intro')
          : editable
            ? t('check.introEditable')
            : t('check.introLocked')}
      </Typography.Text>
      {kase.missingSteps.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          data-testid="check-missing"
          title={t('check.missing')}
          description={
            <Flex gap={8} wrap>
              {kase.missingSteps.map((step) => (
                <Button
                  key={step}
                  size="small"
                  onClick={() => void navigate(STEP_PATHS[step])}
                  data-testid={`check-fill-${step}`}
                >
                  {t(`stage.${step}`)}
                </Button>
              ))}
            </Flex>
          }
        />
      ) : null}
      {editable && (kase.next === 'agreement' || kase.next === 'liveness') ? (
        <Alert type="info" showIcon title={t('check.editAgain')} />
      ) : null}
      {steps.map((step) => (
        <Card
          key={step}
          size="small"
          title={t(`stage.${step}`)}
          data-testid={`check-${step}`}
          styles={{ title: { whiteSpace: 'normal' } }}
          extra={
            editable ? (
              <Button
                type="link"
                icon={<EditOutlined />}
                onClick={() => void navigate(STEP_PATHS[step])}
                data-testid={`check-edit-${step}`}
              >
                {t('hub.edit')}
              </Button>
            ) : null
          }
        >
          {details(kase, step) ?? (
            <Typography.Text type="secondary">{t('hub.toFill')}</Typography.Text>
          )}
        </Card>
      ))}
      {kase.agreementFile ? (
        <Card size="small" title={t('material.agreement')} data-testid="check-agreement">
          <File fileId={kase.agreementFile.id} label={t('material.agreement')} />
        </Card>
      ) : null}
      <StepFoot
        problem={problem}
        problemTestId="check-problem"
        back={
          <Button onClick={() => void navigate(paths.certification.hub)} data-testid="check-back">
            {t('toHub')}
          </Button>
        }
        action={
          confirmable
            ? {
                text: t('check.confirm'),
                onClick: onConfirm,
                loading: confirm.isPending,
                testId: 'check-confirm',
              }
            : undefined
        }
      />
    </Flex>
  );
};

export const CheckInfoScreen = caseScreen(
  { title: (t) => t('titles.checkInfo'), stage: 'check', testId: 'certification-check-info' },
  CheckInfoBody,
);
