#pragma once

#include "source.h"

#include <QDate>
#include <QList>
#include <QString>

namespace gp {

class Catalog;
struct InstanceType;

// One line of an instance's fact sheet: a stable key, the label for people and the value as plain text
// (empty when the provider does not state it; the face shows "-" or "—").
struct InstanceFact
{
    QString key; // "gpu_interconnect"
    QString label;
    QString value;
};

// The hardware facts of an instance, built once for `gpu-planner-cli show` (all of them, in this order) and
// the details pane (the instance facts; it lays out the GPU's figures in a table of its own): instance,
// provider, family, gpus, gpu_memory, one <precision>_per_gpu per precision, gpu_interconnect, network, rdma,
// vcpus, ram, local_storage, virtualization, spec_source, gpu_source, and notes and gpu_notes when there
// are any.
QList<InstanceFact> instanceFacts(const InstanceType& instance, const Catalog& catalog);

// "title, as of 2026-11-29", or "title, undated (retrieved 2026-11-30)" (Source::undated); the title alone
// when the source has no date.
QString sourceLine(const Source& source);

} // namespace gp
