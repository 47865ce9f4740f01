import { Button, Flex, Input } from '@condo/shared/antd';
import { DeleteOutlined } from '@condo/shared/icons';
import { editOptions } from './fields/formValues';

export interface OptionsEditorProps {
  id?: string;
  value?: string[];
  onChange?: (options: string[]) => void;
  disabled?: boolean;
}

/** A select or radio field's options: a blank one waits after the last filled one (spec part 3 §5). */
export function OptionsEditor({ id, value = [''], onChange, disabled }: OptionsEditorProps) {
  const options = editOptions(value);
  const change = (next: string[]) => onChange?.(editOptions(next));
  return (
    <Flex id={id} role="group" aria-label="Options" vertical gap={6}>
      {options.map((option, index) => {
        const last = index === options.length - 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: an option is its place in the list; its text is being typed.
          <Flex key={index} gap={6} align="center">
            <Input
              aria-label={`Option ${index + 1}`}
              placeholder={last ? 'Add an option' : undefined}
              value={option}
              disabled={disabled}
              onChange={(event) => change(options.map((current, at) => (at === index ? event.target.value : current)))}
            />
            <Button
              type="text"
              icon={<DeleteOutlined />}
              aria-label={`Remove option ${index + 1}`}
              disabled={disabled || last}
              onClick={() => change(options.filter((_, at) => at !== index))}
            />
          </Flex>
        );
      })}
    </Flex>
  );
}
