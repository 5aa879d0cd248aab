#pragma once

#include "catalogoutput.h"
#include "error.h"
#include "estimation.h"
#include "recommender.h"
#include "trainingestimate.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace gp {

// Scenario files (`recommend --scenario FILE.json`, docs/estimation.md): one JSON object whose keys
// are the flags of `recommend` with underscores. Every problem goes to issues with the file and the
// JSON path; nullopt when the scenario cannot be used.
namespace scenariojson {

inline constexpr qint64 MaxFileBytes = 1 << 20;

std::optional<Scenario> fromJson(const QByteArray& data, const QString& fileName, IssueList& issues,
                                 Scenario base = {});
std::optional<Scenario> load(const QString& path, IssueList& issues, Scenario base = {});
// Every field of the scenario, in the order of docs/estimation.md; fromJson(toJson(s)) == s.
OutJson toJson(const Scenario& s);

} // namespace scenariojson

// The JSON contract of `recommend` (docs/cli.md).
OutJson recommendationToJson(const Recommendation& r);
OutJson recommendationsToJson(const Recommendations& result, const Scenario& scenario);

// The JSON contract of `estimate` (EstimateReport, core/estimate/trainingestimate.h).
OutJson estimateToJson(const EstimateReport& report);

} // namespace gp
