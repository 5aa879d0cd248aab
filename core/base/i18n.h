#pragma once

#include <QString>
#include <QStringList>

#include <optional>

class QCoreApplication;

namespace gp::i18n {

// The languages the programs speak: "en" (the source language) and "zh_CN".
QStringList languages();
// The language a name stands for ("zh", "zh-CN", "zh_CN.UTF-8" -> "zh_CN"; "en_US", "C" -> "en"); nullopt for
// a name that is neither.
std::optional<QString> match(const QString& name);
// The language to use: `requested` when it is one of languages() ("zh", "zh-CN", "zh_CN.UTF-8" count as
// zh_CN), else the one LC_ALL / LC_MESSAGES / LANG name, else English.
QString resolve(const QString& requested);
// The language named by the environment as Qt reads it (QLocale::system()).
QString systemLanguage();
// Loads GPU Planner's translation (embedded) and Qt's own (qtbase_zh_CN.qm from Qt's translations folder)
// into the application and makes the locale the default, so numbers, dates and QCollator follow it.
// Returns the language in effect. Safe to call again: earlier translators are removed first.
QString install(const QString& language);
// The language in effect after install(): "en" or "zh_CN".
QString current();

} // namespace gp::i18n
