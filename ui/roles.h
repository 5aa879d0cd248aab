#pragma once

#include <Qt>

namespace gp::ui {

// The text of a cell as a machine reads it (CSV export): amounts as plain decimal numbers without digit
// grouping (formatAmount groups them for people). A model that does not answer it is exported as shown.
inline constexpr int PlainTextRole = Qt::UserRole + 100;

} // namespace gp::ui
