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
import { FileUploadField } from '../../../components/file-upload-field.tsx';
import { useConfirmCertification } from '../api/confirm.ts';
import { CaseScreen, isEditable, nextPathOf, STEP_PATHS } from './case-progress.tsx';
import { DOCUMENT_FIELDS } from './documents-screen.tsx';
import { useRolesText } from './labels.ts';

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
  const identity = (p: {
    idType: number;
    idNumber: string;
    idValidUntil: string | null;
    nationality: string;
    idFrontFileId: string;
    idBackFileId?: string;
  }): Items => [
    { key: 'idType', label: t('identity.idType'), children: t(`idType.${p.idType}`) },
    { key: 'idNumber', label: t('identity.idNumber'), children: p.idNumber },
    { key: 'idValidUntil', label: t('identity.idValidUntil'), children: validity(p.idValidUntil) },
    {
      key: 'nationality',
      label: t('identity.nationality'),
      children: regionName(p.nationality, language),
    },
    {
      key: 'front',
      label: t('identity.front'),
      children: <File fileId={p.idFrontFileId} label={t('identity.front')} />,
    },
    ...(p.idBackFileId
      ? [
          {
            key: 'back',
            label: t('identity.back'),
            children: <File fileId={p.idBackFileId} label={t('identity.back')} />,
          },
        ]
      : []),
  ];

  return (kase: CertificationCase, step: CertificationStep): ReactNode => {
    const { draft } = kase;
    const column = { xs: 1, sm: 1, md: 2 } as const;
    switch (step) {
      case 'company': {
        const c = draft.company;
        if (!c) return null;
        return (
          <Descriptions
            layout={layout}
            size="small"
            column={column}
            items={[
              { key: 'name', label: t('company.name'), children: c.name },
              { key: 'nameEn', label: t('company.nameEn'), children: c.nameEn },
              { key: 'no', label: t('company.registrationNo'), children: c.registrationNo },
              {
                key: 'type',
                label: t('company.companyType'),
                children: t(`companyType.${c.companyType}`),
              },
              { key: 'on', label: t('company.registeredOn'), children: formatDate(c.registeredOn) },
              {
                key: 'until',
                label: t('company.validUntil'),
                children: c.validUntil === null ? t('company.noEnd') : formatDate(c.validUntil),
              },
              {
                key: 'registered',
                label: t('company.registeredAddress'),
                children: address(c.registeredAddress),
              },
              {
                key: 'business',
                label: t('company.businessAddress'),
                children: c.businessAddress
                  ? address(c.businessAddress)
                  : t('company.businessSame'),
              },
              {
                key: 'remittance',
                label: t('company.monthlyRemittanceUsd'),
                children: formatMoney(c.monthlyRemittanceUsd, 'USD'),
              },
              {
                key: 'transactions',
                label: t('company.monthlyTransactions'),
                children: c.monthlyTransactions.toLocaleString(language),
              },
              { key: 'industry', label: t('company.industry'), children: c.industry },
              {
                key: 'website',
                label: t('company.website'),
                children: c.website ?? t('check.none'),
              },
              { key: 'email', label: t('contact.email'), children: c.email },
              {
                key: 'phone',
                label: t('contact.phone'),
                children: `${c.areaCode} ${c.phone}`,
              },
            ]}
          />
        );
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
                <Descriptions
                  layout={layout}
                  size="small"
                  column={column}
                  items={[
                    { key: 'roles', label: t('people.roles'), children: rolesText(person.roles) },
                    {
                      key: 'name',
                      label: t('people.name'),
                      children: `${person.name} (${person.nameEn})`,
                    },
                    ...(person.holding !== undefined
                      ? [
                          {
                            key: 'holding',
                            label: t('people.holding'),
                            children: `${person.holding} %`,
                          },
                        ]
                      : []),
                    ...identity({ ...person, idType: person.idType }),
                  ]}
                />
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
            items={DOCUMENT_FIELDS.map((field) => ({
              key: field,
              label: t(`material.documents.${field}`),
              children: <File fileId={d[field]} label={t(`material.documents.${field}`)} />,
            }))}
          />
        );
      }
      case 'individual': {
        const i = draft.individual;
        if (!i) return null;
        return (
          <Descriptions
            layout={layout}
            size="small"
            column={column}
            items={[
              { key: 'name', label: t('individual.name'), children: i.name },
              { key: 'nameEn', label: t('individual.nameEn'), children: i.nameEn },
              { key: 'birth', label: t('individual.birthDate'), children: formatDate(i.birthDate) },
              ...identity(i),
              { key: 'address', label: t('individual.address'), children: address(i.address) },
              { key: 'email', label: t('contact.email'), children: i.email },
              {
                key: 'phone',
                label: t('contact.phone'),
                children: `${i.areaCode} ${i.phone}`,
              },
            ]}
          />
        );
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
      {problem ? <Alert type="error" showIcon title={problem} data-testid="check-problem" /> : null}
      <Flex gap={8} wrap justify="space-between">
        <Button onClick={() => void navigate(paths.certification.hub)} data-testid="check-back">
          {t('toHub')}
        </Button>
        {confirmable ? (
          <Button
            type="primary"
            onClick={onConfirm}
            loading={confirm.isPending}
            data-testid="check-confirm"
          >
            {t('check.confirm')}
          </Button>
        ) : null}
      </Flex>
    </Flex>
  );
};

export const CheckInfoScreen = () => {
  const { t } = useTranslation('certification');
  return (
    <CaseScreen title={t('titles.checkInfo')} stage="check" testId="certification-check-info">
      {(kase) => <CheckInfoBody kase={kase} />}
    </CaseScreen>
  );
};
