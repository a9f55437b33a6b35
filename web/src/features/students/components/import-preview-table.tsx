import { Badge, List, Table, Text } from '@mantine/core';
import type { StudentImportRow } from '@sabora/contract';

/** Each row of the file with its line number and, in red, what is wrong with it. */
export function ImportPreviewTable({ rows }: { rows: StudentImportRow[] }) {
  return (
    <Table.ScrollContainer minWidth={720} maxHeight={360}>
      <Table striped stickyHeader aria-label="Rows to import">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Line</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>System</Table.Th>
            <Table.Th>Subjects</Table.Th>
            <Table.Th>Parent email</Table.Th>
            <Table.Th>Errors</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.line}>
              <Table.Td>{row.line}</Table.Td>
              <Table.Td>{`${row.firstName} ${row.lastName}`.trim()}</Table.Td>
              <Table.Td>{row.email}</Table.Td>
              <Table.Td>{row.system}</Table.Td>
              <Table.Td>{row.subjects.join(', ')}</Table.Td>
              <Table.Td>{row.parentEmail}</Table.Td>
              <Table.Td>
                {row.errors.length === 0 ? (
                  <Badge color="green" variant="light">
                    OK
                  </Badge>
                ) : (
                  <List size="sm" c="red">
                    {row.errors.map((error) => (
                      <List.Item key={error}>
                        <Text size="sm" c="red">
                          {error}
                        </Text>
                      </List.Item>
                    ))}
                  </List>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
