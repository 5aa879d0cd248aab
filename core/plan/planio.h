#pragma once

#include "error.h"
#include "plan.h"

#include <QByteArray>
#include <QString>

#include <optional>

class QSaveFile;

namespace gp {

// Reading and writing .gpuplan files (versioned JSON, docs/plan-format.md).
namespace planio {

inline const QString FileFormat = QStringLiteral("gpu-planner-plan");
inline constexpr int FileVersion = 2;       // written; 2 added storage, transfer and fixed items
inline constexpr int OldestFileVersion = 1; // read unchanged: every item an instance item
inline constexpr qint64 MaxFileBytes = 16 * 1024 * 1024;
inline const QString FileSuffix = QStringLiteral("gpuplan");

// The file's bytes: UTF-8 JSON, two-space indent, keys in a fixed order, newline at the end. Saving
// a loaded plan again gives the same bytes.
QByteArray toJson(const Plan& plan);

// Reads a plan; every problem goes to issues with its JSON path (or line and column for syntax
// errors). nullopt when the file is not a usable plan; a bad item is an error and the plan is refused,
// since costing a plan with a line silently missing would show a wrong total.
std::optional<Plan> fromJson(const QByteArray& data, const QString& fileName, IssueList& issues);
std::optional<Plan> load(const QString& path, IssueList& issues);

// toJson(), checked by reading it back with fromJson(): a plan this reader would refuse (a name left empty,
// a phase over the limit) is an error naming what, and nothing is written.
Result<QByteArray> toCheckedJson(const Plan& plan, const QString& path);

// Writes through QSaveFile after toCheckedJson(): the old file stays intact unless the whole new one was
// written, and nothing is written that would not read back.
Result<bool> save(const Plan& plan, const QString& path);
// The same into a save file the caller made (tests pass one whose device fails part way).
Result<bool> save(const Plan& plan, QSaveFile& file);

} // namespace planio
} // namespace gp
