#pragma once

#include "error.h"

#include <QString>

class QAbstractItemModel;
class QHeaderView;

namespace gp::ui {

// A table model as RFC 4180 CSV (UTF-8, CRLF, cells a spreadsheet would run as formulas neutralised, empty
// cells where the view shows "—" for a missing value) or as aligned text, with the columns a header shows, in
// its order. Vertical header labels, when the model has them (the comparison's attributes), become the first
// column.
QString tableToCsv(const QAbstractItemModel& model, const QHeaderView* header = nullptr);
QString tableToText(const QAbstractItemModel& model, const QHeaderView* header = nullptr);
// Writes text through QSaveFile; the old file survives a failed write.
Result<bool> saveText(const QString& path, const QString& text);
// The same for CSV, with a UTF-8 byte-order mark, so a spreadsheet opened by double-click reads "CN¥" right.
Result<bool> saveCsv(const QString& path, const QString& csv);

} // namespace gp::ui
