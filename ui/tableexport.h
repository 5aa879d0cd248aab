#pragma once

#include "error.h"

#include <QString>

class QAbstractItemModel;
class QHeaderView;

namespace gp::ui {

// A table model as RFC 4180 CSV (UTF-8, CRLF, cells a spreadsheet would run as formulas neutralised) or as
// aligned text, with the columns a header shows, in its order. Vertical header labels, when the model has
// them (the comparison's attributes), become the first column.
QString tableToCsv(const QAbstractItemModel& model, const QHeaderView* header = nullptr);
QString tableToText(const QAbstractItemModel& model, const QHeaderView* header = nullptr);
// Writes text through QSaveFile; the old file survives a failed write.
Result<bool> saveText(const QString& path, const QString& text);

} // namespace gp::ui
