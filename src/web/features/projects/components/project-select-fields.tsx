import { companyTypes, industries, projectStages } from '~/shared/enums';
import { companyTypeLabel, industryLabel, phaseLabel, projectStageLabel } from '~/shared/format';
import { projectPhases } from '~/shared/schemas/projects';
import { FormInput } from '~/web/components/ui/form';
import { NativeSelect, Options } from '~/web/components/ui/native-select';

const choices = {
  industry: { values: industries, label: industryLabel, none: 'Not set' },
  companyType: { values: companyTypes, label: companyTypeLabel, none: 'Not set' },
  projectStage: { values: projectStages, label: projectStageLabel, none: 'Not set' },
  currentPhase: { values: projectPhases, label: phaseLabel, none: null },
} as const;

/** A select of one of the project's coded fields, showing the spec's readable labels. */
export function ProjectSelect({
  name,
  label,
  disabled,
  hint,
  current,
}: {
  name: keyof typeof choices;
  label: string;
  disabled?: boolean;
  hint?: string;
  /** The stored value, offered even when it is not one of today's choices. */
  current?: string | null;
}) {
  const { values, label: labelOf, none } = choices[name];
  const listed = (values as readonly string[]).includes(current ?? '');
  return (
    <FormInput name={name} label={label} hint={hint}>
      <NativeSelect disabled={disabled}>
        {none !== null && <option value="">{none}</option>}
        {current && !listed && <option value={current}>{labelOf(current)}</option>}
        <Options items={values} label={labelOf} />
      </NativeSelect>
    </FormInput>
  );
}
