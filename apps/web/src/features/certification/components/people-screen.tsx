// /auth/realname/people (spec certification sub-forms "legal" and "shareholder"): the enterprise's
// people — the legal person, directors, shareholders and beneficial owners, one person possibly
// several of them — with holdings and identity documents. Shown live: the shareholders' total, the
// part not accounted for, and the 25 % rule's state (every holder of 25 % or more marked as a
// beneficial owner; when 25 % or more is unaccounted for, the declaration that no other person
// holds 25 % or more). Checked as typed with the contracts' zCertificationPeople.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CertificationStep,
  EntityType,
  hundredths,
  OWNER_THRESHOLD_PERCENT,
  PersonRole,
  zCertificationPeople,
  zHolding,
  type CertificationPeople,
  type CertificationPerson,
} from '@tradebridge/contracts';
import { useLanguage } from '@tradebridge/ui';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  Descriptions,
  Flex,
  Form,
  Input,
  Row,
  Tag,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import {
  IdentityFields,
  identityFromDraft,
  identityToWire,
  SchemaItem,
  type IdentityValues,
} from './form-fields.tsx';
import { issuesOf, useIssueText, useStepRules, type Issue } from './form-rules.ts';
import { ROLES } from './labels.ts';
import { StepFormScreen } from './step-form.tsx';

export type PersonValues = IdentityValues & {
  roles?: PersonRole[];
  name?: string;
  nameEn?: string;
  holding?: string;
};

export type PeopleValues = { people?: PersonValues[]; noOtherOwnerAbove25?: boolean };

const holdingOrUndefined = (holding: string | undefined) =>
  holding === undefined || holding.trim() === '' ? undefined : holding;

export const peopleToWire = (values: PeopleValues): unknown => ({
  people: (values.people ?? []).map((person) => ({
    roles: person.roles ?? [],
    name: person.name,
    nameEn: person.nameEn,
    holding: holdingOrUndefined(person.holding),
    ...identityToWire(person),
  })),
  noOtherOwnerAbove25: values.noOtherOwnerAbove25 === true,
});

const personFromDraft = (person: CertificationPerson): PersonValues => ({
  roles: person.roles,
  name: person.name,
  nameEn: person.nameEn,
  holding: person.holding,
  ...identityFromDraft(person),
});

const NEW_PERSON: PersonValues = { roles: [], idLongTerm: false };

const peopleFromDraft = (saved: CertificationPeople | undefined): PeopleValues =>
  saved
    ? {
        people: saved.people.map((p) => personFromDraft(p as CertificationPerson)),
        noOtherOwnerAbove25: saved.noOtherOwnerAbove25 === true,
      }
    : { people: [{ ...NEW_PERSON, roles: [PersonRole.LegalPerson] }], noOtherOwnerAbove25: false };

const THRESHOLD = OWNER_THRESHOLD_PERCENT * 100n;

/** The holdings as the rule reads them: only valid ones count (bigint hundredths). */
export const holdingSummary = (people: PersonValues[]) => {
  const valid = people.map((p) => {
    const holding = holdingOrUndefined(p.holding);
    return holding !== undefined && zHolding.safeParse(holding).success ? hundredths(holding) : 0n;
  });
  const of = (role: PersonRole) =>
    people.reduce((sum, p, i) => (p.roles?.includes(role) ? sum + valid[i]! : sum), 0n);
  const shareholders = of(PersonRole.Shareholder);
  const unaccounted = 100_00n - shareholders;
  const owners = people.flatMap((p, i) =>
    valid[i]! >= THRESHOLD
      ? [{ index: i, name: p.name, declared: p.roles?.includes(PersonRole.BeneficialOwner) }]
      : [],
  );
  return {
    shareholders,
    directors: of(PersonRole.Director),
    unaccounted: unaccounted > 0n ? unaccounted : 0n,
    owners,
    declarationNeeded: unaccounted >= THRESHOLD,
  };
};

const usePercent = () => {
  const language = useLanguage();
  return (hundredthsOf: bigint) =>
    new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(
      Number(hundredthsOf) / 10_000,
    );
};

/** The live sums and the 25 % rule's state, with the problems of the list as a whole. */
const HoldingsSummary = ({ values, issues }: { values: PeopleValues; issues: Issue[] }) => {
  const { t } = useTranslation('certification');
  const percent = usePercent();
  const text = useIssueText();
  const summary = holdingSummary(values.people ?? []);
  const listProblems = issues.filter(
    (issue) => issue.path.length === 1 && issue.path[0] === 'people',
  );
  const undeclared = summary.owners.filter((o) => !o.declared);
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }} data-testid="holdings-summary">
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 1, md: 3 }}
        items={[
          {
            key: 'shareholders',
            label: t('people.total'),
            children: <span data-testid="holdings-total">{percent(summary.shareholders)}</span>,
          },
          {
            key: 'unaccounted',
            label: t('people.unaccounted'),
            children: (
              <span data-testid="holdings-unaccounted">{percent(summary.unaccounted)}</span>
            ),
          },
          {
            key: 'directors',
            label: t('people.directorsTotal'),
            children: percent(summary.directors),
          },
        ]}
      />
      <Alert
        type={undeclared.length > 0 || summary.declarationNeeded ? 'warning' : 'success'}
        showIcon
        data-testid="owner-rule"
        data-state={
          undeclared.length > 0 ? 'undeclared' : summary.declarationNeeded ? 'declare' : 'met'
        }
        title={t('people.ownerRule')}
        description={
          <Flex vertical gap={4}>
            {summary.owners.length > 0 ? (
              <span>
                {t('people.owners', {
                  names: summary.owners.map((o) => o.name || t('people.unnamed')).join(', '),
                })}
              </span>
            ) : null}
            {undeclared.length > 0 ? <span>{t('people.markOwners')}</span> : null}
            <span>
              {summary.declarationNeeded
                ? t('people.declarationNeeded', { unaccounted: percent(summary.unaccounted) })
                : t('people.allListed')}
            </span>
          </Flex>
        }
      />
      {listProblems.map((issue) => (
        <Alert
          key={issue.message}
          type="error"
          showIcon
          title={text(issue)}
          data-testid="people-problem"
        />
      ))}
    </Flex>
  );
};

const PersonCard = ({
  index,
  fieldName,
  rule,
  onRemove,
  disabled,
}: {
  index: number;
  fieldName: number;
  rule: ReturnType<typeof useStepRules<PeopleValues>>;
  onRemove?: () => void;
  disabled: boolean;
}) => {
  const { t } = useTranslation('certification');
  const form = Form.useFormInstance<PeopleValues>();
  const path = ['people', index] as const;
  const roles = Form.useWatch(['people', index, 'roles'], form) as PersonRole[] | undefined;
  const name = Form.useWatch(['people', index, 'name'], form) as string | undefined;
  const holds =
    roles?.includes(PersonRole.Shareholder) ||
    roles?.includes(PersonRole.Director) ||
    roles?.includes(PersonRole.BeneficialOwner);
  return (
    <Card
      size="small"
      data-testid={`person-${index}`}
      title={
        <Flex gap={8} align="center" wrap style={{ whiteSpace: 'normal' }}>
          <span>{t('people.person', { number: index + 1 })}</span>
          {name ? <Typography.Text type="secondary">{name}</Typography.Text> : null}
          {(roles ?? []).map((role) => (
            <Tag key={role} color={role === PersonRole.LegalPerson ? 'blue' : undefined}>
              {t(`role.${role}`)}
            </Tag>
          ))}
        </Flex>
      }
      extra={
        onRemove && !disabled ? (
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            onClick={onRemove}
            aria-label={t('people.remove')}
            data-testid={`person-${index}-remove`}
          />
        ) : null
      }
    >
      <SchemaItem
        path={[...path, 'roles']}
        name={[fieldName, 'roles']}
        label={t('people.roles')}
        rule={rule}
        dependencies={[[...path, 'holding']]}
      >
        <Checkbox.Group
          options={ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))}
          data-testid={`person-${index}-roles`}
        />
      </SchemaItem>
      <Row gutter={16}>
        <Col xs={24} md={holds ? 9 : 12}>
          <SchemaItem
            path={[...path, 'name']}
            name={[fieldName, 'name']}
            label={t('people.name')}
            rule={rule}
          >
            <Input maxLength={100} data-testid={`person-${index}-name`} />
          </SchemaItem>
        </Col>
        <Col xs={24} md={holds ? 9 : 12}>
          <SchemaItem
            path={[...path, 'nameEn']}
            name={[fieldName, 'nameEn']}
            label={t('people.nameEn')}
            rule={rule}
          >
            <Input maxLength={100} data-testid={`person-${index}-name-en`} />
          </SchemaItem>
        </Col>
        {holds ? (
          <Col xs={24} md={6}>
            <SchemaItem
              path={[...path, 'holding']}
              name={[fieldName, 'holding']}
              label={t('people.holding')}
              rule={rule}
              required={false}
              dependencies={[[...path, 'roles']]}
            >
              <Input
                inputMode="decimal"
                maxLength={6}
                suffix="%"
                data-testid={`person-${index}-holding`}
              />
            </SchemaItem>
          </Col>
        ) : null}
      </Row>
      <IdentityFields
        prefix={path}
        namePrefix={[fieldName]}
        rule={rule}
        testId={`person-${index}`}
      />
    </Card>
  );
};

/** The summary and the declaration, reading the whole list as it is typed (inside the form). */
const OwnersDeclaration = ({ rule }: { rule: ReturnType<typeof useStepRules<PeopleValues>> }) => {
  const { t } = useTranslation('certification');
  const form = Form.useFormInstance<PeopleValues>();
  // Every value, the ones of fields not shown too: the summary reads the whole list.
  const values =
    (Form.useWatch((all: PeopleValues) => all, { form, preserve: true }) as
      PeopleValues | undefined) ?? {};
  const issues = issuesOf(zCertificationPeople, peopleToWire(values));
  return (
    <>
      <HoldingsSummary values={values} issues={issues} />
      <SchemaItem
        path={['noOtherOwnerAbove25']}
        label={t('people.declaration')}
        rule={rule}
        required={holdingSummary(values.people ?? []).declarationNeeded}
        valuePropName="checked"
      >
        <Checkbox data-testid="no-other-owner">{t('people.noOtherOwner')}</Checkbox>
      </SchemaItem>
    </>
  );
};

export const PeopleScreen = () => {
  const { t } = useTranslation('certification');
  const [form] = Form.useForm<PeopleValues>();
  const rule = useStepRules(zCertificationPeople, peopleToWire);

  return (
    <StepFormScreen<PeopleValues>
      title={t('titles.people')}
      testId="certification-people"
      step={CertificationStep.People}
      entityType={EntityType.Enterprise}
      form={form}
      initialValues={(kase) => peopleFromDraft(kase.draft.people)}
      toWire={peopleToWire}
      onValuesChange={() => {
        // The declaration's message follows the holdings as they change.
        if (form.getFieldError('noOtherOwnerAbove25').length > 0)
          void form.validateFields(['noOtherOwnerAbove25']).catch(() => undefined);
      }}
    >
      {(_, disabled) => (
        <>
          <Typography.Paragraph type="secondary">{t('people.intro')}</Typography.Paragraph>
          <Form.List name="people">
            {(fields, { add, remove }) => (
              <Flex vertical gap={16} style={{ marginBottom: 16 }}>
                {fields.map((field, index) => (
                  <PersonCard
                    key={field.key}
                    index={index}
                    fieldName={field.name}
                    rule={rule}
                    disabled={disabled}
                    onRemove={fields.length > 1 ? () => remove(field.name) : undefined}
                  />
                ))}
                {disabled ? null : (
                  <Button
                    type="dashed"
                    icon={<PlusOutlined />}
                    onClick={() => add({ ...NEW_PERSON })}
                    data-testid="person-add"
                    block
                  >
                    {t('people.add')}
                  </Button>
                )}
              </Flex>
            )}
          </Form.List>
          <OwnersDeclaration rule={rule} />
        </>
      )}
    </StepFormScreen>
  );
};
