// Every field of a case's draft in readable sections — the enterprise (with its addresses), its
// people (roles, holdings, identity), its documents, or the individual — with each section's files
// previewed, and the signed agreement. Codes are shown as words (legal forms, ID types, countries),
// holdings as per cent; what the latest resubmission changed is marked.
import {
  EntityType,
  STEPS_OF,
  type CaseDetail,
  type CertificationDraft,
  type CertificationStep,
} from '@tradebridge/contracts';
import { EMPTY_VALUE, formatDate, formatMoney, orEmpty, useNarrowScreen } from '@tradebridge/ui';
import { Card, Descriptions, Empty, Flex, Tag, Typography, theme } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { idTypeLabel } from '../../../lib/id-type.ts';
import { CaseFile, FileGrid } from './case-file.tsx';
import {
  companyTypeLabel,
  formatHolding,
  isChanged,
  pathLabel,
  personLabel,
  roleLabel,
  sortedRoles,
  useCountryName,
} from './case-labels.tsx';

type Draft = CertificationDraft;
type Company = NonNullable<Draft['company']>;
type Person = NonNullable<Draft['people']>['people'][number];
type Individual = NonNullable<Draft['individual']>;
type Address = Company['registeredAddress'];

/**
 * One field: its dotted path in the draft (what `changed` names), label and value; `also` names the
 * other paths shown in the same value (a phone's area code).
 */
type FieldRow = {
  path: string;
  also?: string[];
  label: ReactNode;
  value: ReactNode;
  span?: number;
};

export type SectionProps = { detail: CaseDetail; changed: ReadonlySet<string> };

const FieldList = ({ rows, changed }: { rows: FieldRow[]; changed: ReadonlySet<string> }) => {
  const { t } = useTranslation('certification');
  const { token } = theme.useToken();
  // A phone keeps most of its width for the values.
  const narrow = useNarrowScreen();
  const marked = { background: token.colorWarningBg };
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, lg: 2 }}
      styles={{ label: { width: narrow ? 104 : 180 } }}
      items={rows.map((row) => {
        const isNew = [row.path, ...(row.also ?? [])].some((path) => isChanged(changed, path));
        return {
          key: row.path,
          span: row.span,
          label: isNew ? (
            <Flex gap={4} wrap align="center" component="span">
              {row.label}
              <Tag color="orange">{t('changed')}</Tag>
            </Flex>
          ) : (
            row.label
          ),
          styles: isNew ? { label: marked, content: marked } : undefined,
          children: (
            <span data-testid={`field-${row.path}`} data-changed={isNew || undefined}>
              {orEmpty(row.value)}
            </span>
          ),
        };
      })}
    />
  );
};

/** An address as the country writes it, then in English, then the country's name. */
const AddressValue = ({ address }: { address: Address }) => {
  const { t } = useTranslation('certification');
  const countryName = useCountryName();
  return (
    <Flex vertical gap={2}>
      <span>{address.line}</span>
      <Typography.Text type="secondary">
        {t('addressEn', { line: address.lineEn, city: address.cityEn, postcode: address.postcode })}
      </Typography.Text>
      <span>{countryName(address.country)}</span>
    </Flex>
  );
};

const dateOrLongTerm = (date: string | null | undefined, longTerm: string) =>
  date === null ? longTerm : formatDate(date);

const phoneOf = ({ areaCode, phone }: { areaCode: string; phone: string }) =>
  `${areaCode} ${phone}`.trim();

/** The files of the given material keys that the case has, in the given order. */
const SectionFiles = ({ detail, changed, keys }: SectionProps & { keys: readonly string[] }) => {
  const { t } = useTranslation('certification');
  const files = keys.flatMap((key) => {
    const file = detail.files.find((f) => f.key === key);
    return file ? [file] : [];
  });
  if (files.length === 0) return null;
  return (
    <FileGrid>
      {files.map((file) => (
        <CaseFile
          key={file.key}
          caseId={detail.id}
          fileId={file.fileId}
          name={file.key}
          label={pathLabel(file.key, detail.draft, t)}
          fileName={file.name}
          mime={file.mime}
          changed={isChanged(changed, file.key)}
        />
      ))}
    </FileGrid>
  );
};

const NotFilled = () => {
  const { t } = useTranslation('certification');
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notFilled')} />;
};

const CompanySection = ({ detail, changed }: SectionProps) => {
  const { t } = useTranslation('certification');
  const company = detail.draft.company;
  const field = (name: keyof Company, value: ReactNode, span?: number): FieldRow => ({
    path: `company.${name}`,
    label: t(`fields.company.${name}`),
    value,
    span,
  });
  return (
    <Card title={t('sections.company')} data-testid="section-company">
      {company ? (
        <FieldList
          changed={changed}
          rows={[
            field('name', company.name),
            field('nameEn', company.nameEn),
            field('registrationNo', company.registrationNo),
            field('companyType', companyTypeLabel(company.companyType, t)),
            field('registeredOn', formatDate(company.registeredOn)),
            field('validUntil', dateOrLongTerm(company.validUntil, t('longTerm'))),
            field('registeredAddress', <AddressValue address={company.registeredAddress} />),
            field(
              'businessAddress',
              company.businessAddress ? (
                <AddressValue address={company.businessAddress} />
              ) : (
                t('sameAsRegistered')
              ),
            ),
            field('monthlyRemittanceUsd', formatMoney(company.monthlyRemittanceUsd, 'USD')),
            field('monthlyTransactions', formatMoney(String(company.monthlyTransactions))),
            field('industry', company.industry),
            field(
              'website',
              company.website && (
                <Typography.Link href={company.website} target="_blank" rel="noopener noreferrer">
                  {company.website}
                </Typography.Link>
              ),
            ),
            field('email', company.email),
            { ...field('phone', phoneOf(company)), also: ['company.areaCode'] },
          ]}
        />
      ) : (
        <NotFilled />
      )}
    </Card>
  );
};

/** A person's (or the individual's) identity document fields. */
const identityRows = (
  prefix: string,
  holder: Pick<Person, 'idType' | 'idNumber' | 'idValidUntil' | 'nationality'>,
  t: TFunction<'certification'>,
  tCommon: TFunction<'common'>,
  countryName: (code: string) => string,
): FieldRow[] => [
  {
    path: `${prefix}.idType`,
    label: t('fields.person.idType'),
    value: idTypeLabel(holder.idType, tCommon),
  },
  {
    path: `${prefix}.idNumber`,
    label: t('fields.person.idNumber'),
    value: <Typography.Text code>{holder.idNumber}</Typography.Text>,
  },
  {
    path: `${prefix}.idValidUntil`,
    label: t('fields.person.idValidUntil'),
    value: dateOrLongTerm(holder.idValidUntil, t('longTerm')),
  },
  {
    path: `${prefix}.nationality`,
    label: t('fields.person.nationality'),
    value: countryName(holder.nationality),
  },
];

const PersonCard = ({
  detail,
  changed,
  person,
  index,
}: SectionProps & { person: Person; index: number }) => {
  const { t } = useTranslation('certification');
  const { t: tCommon } = useTranslation('common');
  const countryName = useCountryName();
  const prefix = `people.${index}`;
  return (
    <Card
      type="inner"
      size="small"
      title={
        <Flex gap={8} wrap align="center">
          <span>{t('person.numbered', { number: index + 1 })}</span>
          <Typography.Text type="secondary">{personLabel(person, index, t)}</Typography.Text>
        </Flex>
      }
      data-testid={`person-${index}`}
    >
      <Flex vertical gap={16}>
        <FieldList
          changed={changed}
          rows={[
            {
              path: `${prefix}.roles`,
              label: t('fields.person.roles'),
              value: (
                <Flex gap={4} wrap>
                  {sortedRoles(person.roles).map((role) => (
                    <Tag key={role}>{roleLabel(role, t)}</Tag>
                  ))}
                </Flex>
              ),
            },
            {
              path: `${prefix}.holding`,
              label: t('fields.person.holding'),
              value: person.holding === undefined ? EMPTY_VALUE : formatHolding(person.holding, t),
            },
            { path: `${prefix}.name`, label: t('fields.person.name'), value: person.name },
            { path: `${prefix}.nameEn`, label: t('fields.person.nameEn'), value: person.nameEn },
            ...identityRows(prefix, person, t, tCommon, countryName),
          ]}
        />
        <SectionFiles
          detail={detail}
          changed={changed}
          keys={[`${prefix}.idFrontFileId`, `${prefix}.idBackFileId`]}
        />
      </Flex>
    </Card>
  );
};

const PeopleSection = ({ detail, changed }: SectionProps) => {
  const { t } = useTranslation('certification');
  const people = detail.draft.people;
  return (
    <Card title={t('sections.people')} data-testid="section-people">
      {people ? (
        <Flex vertical gap={16}>
          <FieldList
            changed={changed}
            rows={[
              {
                path: 'people.noOtherOwnerAbove25',
                label: t('fields.people.noOtherOwnerAbove25'),
                value: people.noOtherOwnerAbove25 ? t('declared') : t('notDeclared'),
              },
            ]}
          />
          {people.people.map((person, index) => (
            <PersonCard
              key={index}
              detail={detail}
              changed={changed}
              person={person}
              index={index}
            />
          ))}
        </Flex>
      ) : (
        <NotFilled />
      )}
    </Card>
  );
};

const DOCUMENT_KEYS = ['licenceFileId', 'articlesFileId', 'registerFileId'] as const;

const DocumentsSection = ({ detail, changed }: SectionProps) => {
  const { t } = useTranslation('certification');
  return (
    <Card title={t('sections.documents')} data-testid="section-documents">
      {detail.draft.documents ? (
        <SectionFiles
          detail={detail}
          changed={changed}
          keys={DOCUMENT_KEYS.map((key) => `documents.${key}`)}
        />
      ) : (
        <NotFilled />
      )}
    </Card>
  );
};

const IndividualSection = ({ detail, changed }: SectionProps) => {
  const { t } = useTranslation('certification');
  const { t: tCommon } = useTranslation('common');
  const countryName = useCountryName();
  const person = detail.draft.individual;
  const field = (name: keyof Individual, value: ReactNode, span?: number): FieldRow => ({
    path: `individual.${name}`,
    label: t(`fields.individual.${name}`),
    value,
    span,
  });
  return (
    <Card title={t('sections.individual')} data-testid="section-individual">
      {person ? (
        <Flex vertical gap={16}>
          <FieldList
            changed={changed}
            rows={[
              field('name', person.name),
              field('nameEn', person.nameEn),
              field('birthDate', formatDate(person.birthDate)),
              ...identityRows('individual', person, t, tCommon, countryName),
              field('address', <AddressValue address={person.address} />),
              field('email', person.email),
              { ...field('phone', phoneOf(person)), also: ['individual.areaCode'] },
            ]}
          />
          <SectionFiles
            detail={detail}
            changed={changed}
            keys={['individual.idFrontFileId', 'individual.idBackFileId']}
          />
        </Flex>
      ) : (
        <NotFilled />
      )}
    </Card>
  );
};

const AgreementSection = ({ detail, changed }: SectionProps) => {
  const { t } = useTranslation('certification');
  if (!detail.files.some((file) => file.key === 'agreement')) return null;
  return (
    <Card title={t('sections.agreement')} data-testid="section-agreement">
      <SectionFiles detail={detail} changed={changed} keys={['agreement']} />
    </Card>
  );
};

const SECTIONS: Record<CertificationStep, (props: SectionProps) => ReactNode> = {
  company: CompanySection,
  people: PeopleSection,
  documents: DocumentsSection,
  individual: IndividualSection,
};

/** The steps of the case's entity type (a draft keeps the other type's steps, unused). */
const stepsOf = (detail: CaseDetail): readonly CertificationStep[] => {
  if (detail.entityType) return STEPS_OF[detail.entityType];
  return STEPS_OF[detail.draft.individual ? EntityType.Individual : EntityType.Enterprise];
};

export const DraftSections = (props: SectionProps) => (
  <>
    {stepsOf(props.detail).map((step) => {
      const Section = SECTIONS[step];
      return <Section key={step} {...props} />;
    })}
    <AgreementSection {...props} />
  </>
);
