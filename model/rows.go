package model

import (
	"context"
	"database/sql"
	"fmt"
)

// listRows runs a query and scans each row into a T with scan, in order.
// Every error is wrapped with what ("listing encounters").
func listRows[T any](ctx context.Context, q querier, what, query string, args []any, scan func(r *sql.Rows, x *T) error) ([]T, error) {
	rows, err := q.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	defer rows.Close()
	var out []T
	for rows.Next() {
		var x T
		if err := scan(rows, &x); err != nil {
			return nil, fmt.Errorf("%s: %w", what, err)
		}
		out = append(out, x)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	return out, nil
}
